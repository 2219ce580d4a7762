import { describe, expect, it } from "vitest";
import { displayName, formatRelative, humanize } from "./format";

const now = new Date("2026-03-10T12:00:00.000Z");

describe("formatRelative", () => {
  it.each([
    ["2026-03-10T11:59:30.000Z", "just now"],
    ["2026-03-10T11:58:00.000Z", "2 minutes ago"],
    ["2026-03-10T10:00:00.000Z", "2 hours ago"],
    ["2026-03-09T11:00:00.000Z", "1 day ago"],
    ["2026-02-20T12:00:00.000Z", "2 weeks ago"],
    ["2025-01-01T12:00:00.000Z", "1 year ago"],
  ])("describes %s as %s", (iso, text) => {
    expect(formatRelative(iso, now)).toBe(text);
  });
});

describe("labels", () => {
  it("humanizes codes and prefers the full name", () => {
    expect(humanize("press_release")).toBe("Press release");
    expect(displayName({ fullName: "  ", email: "a@b.c" })).toBe("a@b.c");
    expect(displayName({ fullName: "Ada", email: "a@b.c" })).toBe("Ada");
  });
});
