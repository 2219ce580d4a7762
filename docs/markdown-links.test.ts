// Every relative link in every tracked Markdown file must point to a file that exists,
// and an `#anchor` into a Markdown file to one of its headings. External links are not followed.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Sources whose links are not checked: installed packages and generated benchmark reports. */
const IGNORED_SOURCES = [/(^|\/)node_modules\//, /^bench\/results\//];

/** A scheme (http:, https:, mailto:, ...) means an external link. */
const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

function trackedMarkdownFiles(): string[] {
  return execFileSync("git", ["ls-files", "*.md"], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter((file) => file && !IGNORED_SOURCES.some((pattern) => pattern.test(file)))
    .filter((file) => existsSync(join(root, file)));
}

/** The lines outside fenced code blocks. */
function linesOutsideFences(markdown: string): string[] {
  const lines: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split("\n")) {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    lines.push(line);
  }
  return lines;
}

/** The text outside fenced code blocks and inline code spans, line by line. */
function proseLines(markdown: string): string[] {
  return linesOutsideFences(markdown).map((line) => line.replace(/(`+)[\s\S]*?\1/g, ""));
}

/** Link targets as written: inline links and images, and reference definitions. */
function linkTargets(markdown: string): string[] {
  const targets: string[] = [];
  for (const line of proseLines(markdown)) {
    for (const match of line.matchAll(/\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g)) {
      targets.push(match[1]!.replace(/^<|>$/g, ""));
    }
    const definition = /^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/.exec(line);
    if (definition) targets.push(definition[1]!.replace(/^<|>$/g, ""));
  }
  return targets;
}

/** GitHub's anchor for a heading's text: lower case, punctuation dropped, spaces as hyphens. */
function headingSlug(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[`*]/g, "")
    .replace(/(^|\s)_+|_+(\s|$)/g, "$1$2")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** Every anchor a Markdown file offers: its headings (repeats get -1, -2, ...) and HTML ids. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of markdown.split("\n")) {
    for (const match of line.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) anchors.add(match[1]!);
  }
  for (const line of linesOutsideFences(markdown)) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = headingSlug(heading[1]!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The links of one file that do not resolve, as `file: link`. */
function brokenLinks(file: string): string[] {
  const markdown = readFileSync(join(root, file), "utf8");
  const broken: string[] = [];
  for (const link of linkTargets(markdown)) {
    if (EXTERNAL.test(link)) continue;
    const [pathPart = "", anchor] = link.split("#", 2);
    let path: string;
    let heading: string | undefined;
    try {
      path = decodeURIComponent(pathPart.split("?")[0]!);
      heading = anchor === undefined ? undefined : decodeURIComponent(anchor).toLowerCase();
    } catch {
      broken.push(`${file}: ${link}`);
      continue;
    }
    const target =
      path === "" ? join(root, file) : path.startsWith("/") ? join(root, path) : resolve(root, dirname(file), path);
    if (relative(root, target).startsWith("..") || !existsSync(target)) {
      broken.push(`${file}: ${link}`);
      continue;
    }
    if (heading && target.endsWith(".md") && statSync(target).isFile()) {
      if (!anchorsOf(readFileSync(target, "utf8")).has(heading)) {
        broken.push(`${file}: ${link}`);
      }
    }
  }
  return broken;
}

/** Folders whose paths, written as inline code, must name something in the repository. */
const WORKSPACES = ["server", "web", "common", "page-pipeline", "e2e", "bench", "docs"];
/** Paths made by builds, runs or templates rather than kept in the repository. */
const NOT_KEPT = /(^|\/)(build|dist|data|results|node_modules|\.react-router)(\/|$)|[*<>{}$]/;

/** Repository paths written as inline code (`server/src/x.ts`, `web/app/`), without line or anchor suffixes. */
function codePaths(markdown: string): string[] {
  const paths: string[] = [];
  for (const match of markdown.matchAll(/`([^`\s]+)`/g)) {
    const path = match[1]!.replace(/[:#].*$/, "");
    if (WORKSPACES.some((w) => path.startsWith(`${w}/`)) && !NOT_KEPT.test(path)) paths.push(path);
  }
  return paths;
}

describe("Markdown links", () => {
  it("finds inline links, images and definitions, but not links in code", () => {
    const markdown = [
      "See [the guide](docs/guide.md#start) and ![logo](img/logo.png 'Logo').",
      "`[not a link](in-code.md)` and [external](https://example.com).",
      "```",
      "[fenced](fenced.md)",
      "```",
      "[ref]: <docs/with space.md>",
    ].join("\n");
    expect(linkTargets(markdown)).toEqual([
      "docs/guide.md#start",
      "img/logo.png",
      "https://example.com",
      "docs/with space.md",
    ]);
  });

  it("names headings the way GitHub anchors them", () => {
    const anchors = anchorsOf("# The `npm test` lanes\n## Suite times\n## Suite times\n### What's *new*?\n");
    expect([...anchors]).toEqual(["the-npm-test-lanes", "suite-times", "suite-times-1", "whats-new"]);
  });

  it("reads repository paths out of inline code, leaving globs, placeholders and build output aside", () => {
    const markdown = "`server/src/app.ts:12`, `web/app/`, `server/src/**`, `bench/results/x.md`, `<dir>`, `npm test`";
    expect(codePaths(markdown)).toEqual(["server/src/app.ts", "web/app/"]);
  });

  it("every repository path written as code in a tracked Markdown file exists", () => {
    const missing = trackedMarkdownFiles().flatMap((file) =>
      codePaths(readFileSync(join(root, file), "utf8"))
        .filter((path) => !existsSync(join(root, path)))
        .map((path) => `${file}: ${path}`),
    );
    expect(missing, `paths that name nothing:\n${missing.join("\n")}`).toEqual([]);
  });

  it("every relative link in a tracked Markdown file points to an existing file and heading", () => {
    const files = trackedMarkdownFiles();
    expect(files).toContain("README.md");
    const broken = files.flatMap(brokenLinks);
    expect(broken, `broken links:\n${broken.join("\n")}`).toEqual([]);
  });
});
