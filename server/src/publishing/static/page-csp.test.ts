import { API_PATHS } from "@helixmap/common/api-paths";
import { inlineScriptHashes } from "@helixmap/page-pipeline/csp";
import { beforeAll, expect, it } from "vitest";
import { describeOnDatabases } from "../../test/harness";

async function page(url: string) {
  const res = await fetch(url);
  const html = await res.text();
  return { csp: res.headers.get("content-security-policy") ?? "", hashes: inlineScriptHashes(html) };
}

describeOnDatabases("each page's Content-Security-Policy", (h) => {
  beforeAll(async () => {
    const admin = await h().createUser("administrator");
    const res = await h().call("POST", API_PATHS.deployments, { body: {}, cookie: admin.cookie });
    expect(res.status).toBe(201);
  });

  it("allows the page's own inline scripts and none that only another page uses", async () => {
    const a = await page(`${h().url}/press-releases`);
    const b = await page(`${h().url}/about`);
    const onlyB = b.hashes.filter((hash) => !a.hashes.includes(hash));
    expect(a.hashes.length).toBeGreaterThan(0);
    expect(onlyB.length).toBeGreaterThan(0);
    for (const hash of a.hashes) expect(a.csp).toContain(hash);
    for (const hash of onlyB) expect(a.csp).not.toContain(hash);
    // Also through the trailing-slash form of the address, which serves the same file.
    expect((await page(`${h().url}/press-releases/`)).csp).toBe(a.csp);
  });

  it("allows no inline script at all in answers that are not pages", async () => {
    const res = await fetch(h().url + API_PATHS.me);
    expect(res.headers.get("content-security-policy")).toMatch(/script-src 'self';/);
  });
});
