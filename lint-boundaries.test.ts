import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The import boundaries in biome.json, tried on files written into a scratch
 * copy of the layout: each rule must refuse what it is there to refuse, and
 * let through the way that is allowed.
 */
const scratch = mkdtempSync(join(tmpdir(), "helixmap-boundaries-"));
const config = JSON.parse(readFileSync(new URL("./biome.json", import.meta.url), "utf8"));
// The scratch folder is no git checkout and holds only these files.
config.vcs = { enabled: false };
config.files = { includes: ["**"] };
delete config.$schema;
const biome = new URL("./node_modules/@biomejs/biome/bin/biome", import.meta.url).pathname;

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let fixtures = 0;
/** The lint rules that refuse `source` when it is the file at `path`. */
function refusals(path: string, source: string): string[] {
  const root = join(scratch, `case-${++fixtures}`);
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(join(root, "biome.json"), JSON.stringify(config));
  writeFileSync(file, source);
  let output: string;
  try {
    output = execFileSync(biome, ["lint", "--reporter=json", file], { cwd: root, encoding: "utf8", stdio: "pipe" });
  } catch (err) {
    output = (err as { stdout: string }).stdout;
  }
  const report = JSON.parse(output) as { diagnostics: { category: string }[] };
  return report.diagnostics.map((d) => d.category).filter((c) => c.startsWith("lint/"));
}

const importing = (specifier: string) => `import { x } from "${specifier}";\nexport const y = x;\n`;

describe("import boundaries", () => {
  it("refuses staff-area code in public page code, and allows it inside the staff area", () => {
    expect(refusals("web/app/routes/about.tsx", importing("../staff/ui/format"))).toContain(
      "lint/style/noRestrictedImports",
    );
    expect(refusals("web/app/shell/footer.tsx", importing("../staff/auth/sign-in"))).toContain(
      "lint/style/noRestrictedImports",
    );
    expect(refusals("web/app/staff/users/users-tab.tsx", importing("../ui/format"))).toEqual([]);
    expect(refusals("web/app/routes/admin/dashboard.tsx", importing("../../staff/dashboard/dashboard"))).toEqual([]);
  });

  it("refuses server code reaching into the web app or a shared package by path, and allows their names", () => {
    for (const path of [
      "../../../web/app/feeds/built-in-feeds",
      "../../page-pipeline/src/csp",
      "../../common/src/api",
    ]) {
      expect(refusals("server/src/publishing/feeds.ts", importing(path))).toContain("lint/style/noRestrictedImports");
    }
    expect(refusals("server/src/publishing/feeds.ts", importing("@helixmap/web/feeds/built-in-feeds"))).toEqual([]);
    expect(refusals("server/src/publishing/feeds.ts", importing("../api/errors"))).toEqual([]);
  });

  it("refuses Node's modules in common/, which the browser runs too", () => {
    const source = `import { createHash } from "node:crypto";\nexport const h = createHash;\n`;
    expect(refusals("common/src/hash.ts", source)).toContain("lint/correctness/noNodejsModules");
    expect(refusals("server/src/hash.ts", source)).toEqual([]);
  });
});
