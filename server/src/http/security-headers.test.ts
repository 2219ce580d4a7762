import { IMAGE_HOSTS } from "@helixmap/common/image-hosts";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers";

function directive(policy: string, name: string): string[] {
  const found = policy.split(";").find((d) => d.trim().startsWith(`${name} `));
  return found?.trim().split(/\s+/).slice(1) ?? [];
}

describe("the Content-Security-Policy's images", () => {
  // That the built-in pages' images all come from IMAGE_HOSTS is pinned beside them, in the web app's copy.
  it("come from this site, data: URLs and the hosts of the built-in pages' own images only", async () => {
    const app = new Hono().use(securityHeaders()).get("/", (c) => c.text("page"));
    const policy = (await app.request("/")).headers.get("content-security-policy") ?? "";
    expect(directive(policy, "img-src").sort()).toEqual(["'self'", "data:", ...IMAGE_HOSTS].sort());
    expect(directive(policy, "img-src")).not.toContain("https:");
  });
});
