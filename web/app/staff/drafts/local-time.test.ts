import { describe, expect, it } from "vitest";
import { fromLocalInput, toLocalInput } from "./local-time";

describe("schedule times in the administrator's time zone", () => {
  it("shows a UTC instant as local wall-clock time and sends it back as the same instant", () => {
    const iso = "2026-03-01T08:30:00.000Z";
    const local = toLocalInput(iso);
    const d = new Date(iso);
    expect(local).toBe(
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}T${String(d.getHours()).padStart(2, "0")}:30`,
    );
    expect(fromLocalInput(local)).toBe(iso);
  });

  it("reads the input as local time, not UTC", () => {
    const sent = fromLocalInput("2026-07-04T12:00");
    expect(sent).toBe(new Date(2026, 6, 4, 12, 0).toISOString());
  });

  it("treats empty as no time", () => {
    expect(toLocalInput(null)).toBe("");
    expect(fromLocalInput("")).toBeNull();
  });
});
