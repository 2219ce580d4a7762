import { describe, expect, it } from "vitest";
import { dayRange } from "./audit-date-range";

describe("dayRange", () => {
  it("covers the first and last day whole, in local time", () => {
    const { from, to } = dayRange("2026-03-04", "2026-03-05");
    expect(new Date(from!)).toEqual(new Date(2026, 2, 4));
    expect(new Date(to!)).toEqual(new Date(2026, 2, 6));
  });

  it("leaves out a day that was not picked", () => {
    expect(dayRange("", "")).toEqual({ from: undefined, to: undefined });
    expect(dayRange("2026-12-31", "").to).toBeUndefined();
    expect(new Date(dayRange("", "2026-12-31").to!)).toEqual(new Date(2027, 0, 1));
  });
});
