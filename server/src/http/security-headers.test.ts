import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { details } from "../../../web/app/content/home/details";
import { securityHeaders } from "./security-headers";

function directive(policy: string, name: string): string[] {
  const found = policy.split(";").find((d) => d.trim().startsWith(`${name} `));
  return found?.trim().split(/\s+/).slice(1) ?? [];
}

describe("the Content-Security-Policy's images", () => {
  it("come from this site, data: URLs and the hosts of the built-in pages' own images only", async () => {
    const app = new Hono().use(securityHeaders()).get("/", (c) => c.text("page"));
    const policy = (await app.request("/")).headers.get("content-security-policy") ?? "";
    const builtInHosts = Object.values(details).flatMap((d) => (d.image ? [new URL(d.image.src).origin] : []));
    expect(builtInHosts.length).toBeGreaterThan(0);
    expect(directive(policy, "img-src").sort()).toEqual(["'self'", "data:", ...new Set(builtInHosts)].sort());
  });
});
