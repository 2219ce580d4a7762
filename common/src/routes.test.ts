import { describe, expect, it } from "vitest";
import { ADMIN_PATHS, signInThen, staffReturnPath } from "./routes";

describe("where a sign-in goes on to", () => {
  it("keeps a staff path of this site, with its query and fragment", () => {
    expect(staffReturnPath(ADMIN_PATHS.dataRoom)).toBe("/admin/data-room");
    expect(staffReturnPath("/admin/media?kind=document#top")).toBe("/admin/media?kind=document#top");
    expect(staffReturnPath("/admin")).toBe("/admin");
  });

  it.each([
    ["nothing", null],
    ["empty", ""],
    ["another origin", "https://evil.example/admin/data-room"],
    ["a scheme-relative address", "//evil.example/admin/data-room"],
    ["a backslash address", "/\\evil.example/admin"],
    ["a script", "javascript:alert(1)"],
    ["a relative path", "admin/data-room"],
    ["a public page", "/about"],
    ["a path that leaves /admin once resolved", "/admin/../about"],
    ["an encoded way out", "/admin/%2e%2e/about"],
    ["a control character", "/admin/data-room\n"],
    ["a tab inside", "/\t/evil.example"],
    ["the sign-in page itself", "/admin/login?next=/admin/data-room"],
    ["the registration page", "/admin/register"],
    ["a path merely starting with admin", "/administrator"],
  ])("refuses %s", (_name, next) => {
    expect(staffReturnPath(next)).toBeNull();
  });

  it("builds the public pages' sign-in link to a staff path, which the sign-in then accepts", () => {
    const link = signInThen(ADMIN_PATHS.dataRoom);
    expect(link).toBe("/admin/login?next=/admin/data-room");
    expect(staffReturnPath(new URL(link, "https://www.helixmap.example").searchParams.get("next"))).toBe(
      ADMIN_PATHS.dataRoom,
    );
  });
});
