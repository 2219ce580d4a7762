import { describe, expect, it } from "vitest";
import { hasRole, ROLE_LEVELS } from "./roles";

describe("hasRole", () => {
  it("passes when the level is at least the required level", () => {
    expect(hasRole("administrator", "partner")).toBe(true);
    expect(hasRole("partner", "partner")).toBe(true);
    expect(hasRole("public", "partner")).toBe(false);
    expect(hasRole("partner", "administrator")).toBe(false);
  });

  it("fails without a role", () => {
    expect(hasRole(null, "public")).toBe(false);
    expect(hasRole(undefined, "public")).toBe(false);
  });

  it("uses the levels 3, 2, 1", () => {
    expect(ROLE_LEVELS).toEqual({ administrator: 3, partner: 2, public: 1 });
  });
});
