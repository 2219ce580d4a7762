import { copyFile, link, mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, posix } from "node:path";
import { type PublishedSnapshot, publishedItemPath } from "@helixmap/common/publishing";
import { robotsTxt, sitemapXml } from "@helixmap/common/sitemap";
import { sortedKeys } from "@helixmap/common/sorted-keys";
import { loadFileIndex, type StaticFile, staticFile } from "../static/file-index";
import { buildPage, compressedFile } from "./build-page";
import { generationFeeds } from "./feeds";
import { htmlDocumentFiles } from "./html-documents";
import { pageInputs } from "./page-inputs";
import { type BuiltFile, type PagePool, pageFiles, renderedPaths, type SiteRenderer, sitePaths } from "./site-renderer";

/** File system operations a deploy keeps in flight (the libuv pool has four threads). */
const FILES_IN_FLIGHT = 16;
/**
 * Fewer pages than this render on the main thread. Starting the worker pool (each worker imports the web
 * build's server bundle and receives the snapshot) takes about 0.35 s, the time of some fifteen pages, and a
 * worker renders no faster than the main thread; so a site this small, the seeded one (48 pages) included,
 * deploys sooner without it, holding the main thread for one page (about 25 ms) at a time.
 */
const POOL_MIN_PAGES = 64;

export interface BuiltGeneration {
  files: Map<string, StaticFile>;
  /** URL path -> content hash, for telling a hook which paths changed. */
  fileHashes: Record<string, string>;
  pageCount: number;
  /** Rendered path -> digest of its inputs (page-inputs.ts), for the next deploy to compare. */
  pageInputs: Record<string, string>;
  /** The pages this deploy rendered; the others were copied from the previous generation. */
  rendered: string[];
  /** URL paths of the files this deploy wrote (rendered pages, feeds, sitemap, extra files), not linked or the build's. */
  written: string[];
}

/** The live generation a deploy starts from: its folder here, its files as served, the inputs of its pages. */
export interface PreviousGeneration {
  dir: string;
  files: ReadonlyMap<string, StaticFile>;
  pageInputs: Readonly<Record<string, string>>;
}

/** A file added to a generation beside its pages (media a page refers to, say), made from the snapshot. */
export interface ExtraFile {
  urlPath: string;
  body: Uint8Array;
  /** False for bytes that are compressed already (images, PDFs): no .gz or .br beside them. */
  compress?: boolean;
}

export interface WriteGenerationOptions {
  /** The finished folder; the generation is written beside it and renamed into place when complete. */
  dir: string;
  renderer: SiteRenderer;
  snapshot: PublishedSnapshot;
  siteOrigin: string;
  /** Pages whose inputs are unchanged since this generation are copied, not rendered; none renders every page. */
  previous?: PreviousGeneration | null;
  /**
   * Further files of the generation, from its snapshot; compressed and hashed like the rest. `previous` is
   * the generation the deploy starts from (when it may lend files), whose bytes a file may be taken from.
   */
  extraFiles?: (snapshot: PublishedSnapshot, previous: ReadonlyMap<string, StaticFile> | null) => Promise<ExtraFile[]>;
  /** Test-only (DEPLOY_TEST_FAILURE): rendering an item whose title contains this fails. */
  failOnTitle?: string;
}

/**
 * The built client's files in a generation folder, as hard links: neither side is ever written in place
 * (a build replaces its folder, a generation folder is never written again), and linking its few hundred
 * files takes a tenth of the time copying them did. Another file system gets copies.
 */
async function linkTree(from: string, to: string): Promise<void> {
  const files: string[] = [];
  const walk = async (dir: string) => {
    await mkdir(join(to, dir), { recursive: true });
    for (const entry of await readdir(join(from, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else files.push(path);
    }
  };
  await walk("");
  await inParallel(files, FILES_IN_FLIGHT, async (file) => {
    await link(join(from, file), join(to, file)).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== "EXDEV" && err.code !== "EPERM") throw err;
      return copyFile(join(from, file), join(to, file));
    });
  });
}

/** Runs `task` on every item, at most `limit` at once; the first failure rejects (after the others in flight settle). */
async function inParallel<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed: unknown;
  const lane = async () => {
    while (failed === undefined && next < items.length) {
      const item = items[next++]!;
      try {
        await task(item);
      } catch (err) {
        failed ??= err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  if (failed !== undefined) throw failed;
}

const asBuffer = (bytes: Uint8Array | undefined) =>
  bytes && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The built client's files, read once per build: every generation starts from them. */
const baseFiles = new Map<string, Promise<Map<string, StaticFile>>>();

/**
 * Writes a generation into a complete folder and returns its files as the server holds them: the built
 * client's assets, every page and its data file, sitemap.xml, robots.txt, the feeds, the HTML documents,
 * pre-compressed copies.
 * A page whose inputs (page-inputs.ts) are those it had in `previous` is linked from its folder and keeps its
 * bytes; the others render, on the renderer's worker pool when it has one. The folder is written under
 * `.partial-…` and renamed into place; nothing is live yet: the caller switches the live pointer.
 */
export async function writeGeneration(options: WriteGenerationOptions): Promise<BuiltGeneration> {
  // A snapshot read back from jsonb has its keys reordered; sorting them makes the pages (and their
  // CSP hashes) byte-identical whichever instance renders the generation, and whenever.
  const snapshot = sortedKeys(options.snapshot);
  const { renderer, siteOrigin, previous } = options;
  const paths = renderedPaths(snapshot);
  for (const path of paths) {
    // A slug such as ".." (refused by the API, but perhaps stored earlier) would overwrite another page.
    if (posix.normalize(path) !== path) throw new Error(`Rendering ${path} failed: the path is not a page of its own`);
  }
  const buildId = await renderer.buildId();
  const inputs = pageInputs(paths, snapshot, { buildId, siteOrigin });
  const partial = join(dirname(options.dir), `.partial-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  await mkdir(partial, { recursive: true });
  const files = new Map<string, StaticFile>();
  const written = new Set<string>();
  const madeDirs = new Set<string>();
  const dirFor = async (file: string) => {
    const dir = dirname(file);
    if (madeDirs.has(dir)) return;
    await mkdir(dir, { recursive: true });
    madeDirs.add(dir);
  };
  const writeBuilt = async (built: BuiltFile) => {
    const file = join(partial, built.urlPath);
    await dirFor(file);
    const body = asBuffer(built.body)!;
    const gzip = asBuffer(built.gzip);
    const br = asBuffer(built.br);
    await Promise.all([
      writeFile(file, body),
      gzip && writeFile(`${file}.gz`, gzip),
      br && writeFile(`${file}.br`, br),
    ]);
    files.set(built.urlPath, staticFile(built.urlPath, body, { gzip, br }, built.facts));
    written.add(built.urlPath);
  };
  /** The previous generation's file, linked (no bytes copied; generation folders are never written again). */
  const reuse = async (urlPath: string, from: PreviousGeneration) => {
    const served = from.files.get(urlPath)!;
    const target = join(partial, urlPath);
    await dirFor(target);
    const variants: [string, Buffer | undefined][] = [
      ["", served.body],
      [".gz", served.gzip],
      [".br", served.br],
    ];
    for (const [suffix, bytes] of variants) {
      if (!bytes) continue;
      await link(join(from.dir, urlPath) + suffix, target + suffix).catch(() => writeFile(target + suffix, bytes));
    }
    files.set(urlPath, served);
  };

  let pool: PagePool | undefined;
  try {
    if (renderer.baseDir) {
      const base = renderer.baseDir;
      await linkTree(base, partial);
      if (!baseFiles.has(base + buildId)) baseFiles.set(base + buildId, loadFileIndex(base));
      for (const [path, file] of await baseFiles.get(base + buildId)!) files.set(path, file);
    }
    const unchanged = (path: string) => {
      if (!previous || previous.pageInputs[path] !== inputs[path]) return false;
      const { html, data } = pageFiles(path);
      return previous.files.has(html) && previous.files.has(data);
    };
    const copied = paths.filter(unchanged);
    const rendered = paths.filter((p) => !unchanged(p));
    if (previous && copied.length > 0) {
      // A page that does not hydrate has no context file.
      const urlPaths = copied.flatMap((p) => Object.values(pageFiles(p))).filter((u) => previous.files.has(u));
      await inParallel(urlPaths, FILES_IN_FLIGHT, (urlPath) => reuse(urlPath, previous));
    }

    if (rendered.length >= POOL_MIN_PAGES) pool = await renderer.openPool?.(snapshot);
    const titles = new Map(snapshot.items.map((i) => [publishedItemPath(i.contentType, i.slug), i.title]));
    const clientDir = renderer.baseDir ?? partial;
    await inParallel(rendered, pool?.size ?? 1, async (path) => {
      let built: BuiltFile[];
      try {
        const title = titles.get(path);
        if (options.failOnTitle && title?.includes(options.failOnTitle)) {
          throw new Error(`failure injected for testing (DEPLOY_TEST_FAILURE matches "${title}")`);
        }
        built = pool ? await pool.build(path) : await buildPage(renderer, path, snapshot, clientDir);
      } catch (err) {
        throw new Error(`Rendering ${path} failed: ${err instanceof Error ? err.message : String(err)}`);
      }
      for (const file of built) await writeBuilt(file);
    });

    const generated: ExtraFile[] = [
      {
        urlPath: "/sitemap.xml",
        body: Buffer.from(sitemapXml(siteOrigin, sitePaths(snapshot), snapshot.takenAt.slice(0, 10))),
      },
      { urlPath: "/robots.txt", body: Buffer.from(robotsTxt(siteOrigin)) },
      ...generationFeeds(snapshot, siteOrigin).map((f) => ({ urlPath: f.path, body: Buffer.from(f.body) })),
      ...htmlDocumentFiles(snapshot).map((d) => ({ urlPath: d.path, body: Buffer.from(d.body) })),
      ...((await options.extraFiles?.(snapshot, previous?.files ?? null)) ?? []),
    ];
    await inParallel(generated, FILES_IN_FLIGHT, async (f) => {
      // Most deploys leave the sitemap, robots.txt, most feeds and every media file as they were: linked with
      // their compressed copies instead of compressed again (gzip 9 and brotli of a large sitemap take a while).
      if (previous?.files.get(f.urlPath)?.body.equals(f.body)) return reuse(f.urlPath, previous);
      await writeBuilt(
        f.compress === false ? { urlPath: f.urlPath, body: f.body } : await compressedFile(f.urlPath, f.body),
      );
    });
    await rm(options.dir, { recursive: true, force: true });
    await rename(partial, options.dir);
    const fileHashes: Record<string, string> = {};
    for (const [path, file] of files) fileHashes[path] = file.etag;
    return { files, fileHashes, pageCount: paths.length, pageInputs: inputs, rendered, written: [...written] };
  } catch (err) {
    await rm(partial, { recursive: true, force: true });
    throw err;
  } finally {
    await pool?.close();
  }
}

/** A generation folder loaded for serving (each page with its CSP hashes), with its content hashes. */
export async function readGeneration(dir: string): Promise<Pick<BuiltGeneration, "files" | "fileHashes">> {
  const files = await loadFileIndex(dir);
  const fileHashes: Record<string, string> = {};
  for (const [path, file] of files) fileHashes[path] = file.etag;
  return { files, fileHashes };
}

/**
 * Writes a generation loaded from the database into its folder on this instance (for restarts and the
 * export), linking the files it shares with the generation this instance serves.
 */
export async function writeGenerationFolder(
  dir: string,
  files: ReadonlyMap<string, StaticFile>,
  served: { dir: string; files: ReadonlyMap<string, StaticFile> } | null,
): Promise<void> {
  const partial = join(dirname(dir), `.partial-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  const madeDirs = new Set<string>();
  try {
    await inParallel([...files], FILES_IN_FLIGHT, async ([urlPath, file]) => {
      const target = join(partial, urlPath);
      if (!madeDirs.has(dirname(target))) {
        await mkdir(dirname(target), { recursive: true });
        madeDirs.add(dirname(target));
      }
      const same = served?.files.get(urlPath)?.etag === file.etag;
      for (const [suffix, bytes] of [
        ["", file.body],
        [".gz", file.gzip],
        [".br", file.br],
      ] as const) {
        if (!bytes) continue;
        const write = () => writeFile(target + suffix, bytes);
        await (same && served ? link(join(served.dir, urlPath) + suffix, target + suffix).catch(write) : write());
      }
    });
    await rm(dir, { recursive: true, force: true });
    await rename(partial, dir);
  } catch (err) {
    await rm(partial, { recursive: true, force: true });
    throw err;
  }
}

export async function isGenerationDir(dir: string): Promise<boolean> {
  return stat(join(dir, "index.html")).then(
    () => true,
    () => false,
  );
}
