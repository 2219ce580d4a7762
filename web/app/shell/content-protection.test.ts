import { describe, expect, it } from "vitest";
import { isBlockedShortcut } from "./content-protection";

const key = (k: string, mods: Partial<Record<"ctrlKey" | "metaKey" | "shiftKey" | "altKey", boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe("isBlockedShortcut", () => {
  it("blocks F12, inspect, view-source, save, select-all, copy and paste", () => {
    expect(isBlockedShortcut(key("F12"))).toBe(true);
    expect(isBlockedShortcut(key("I", { ctrlKey: true, shiftKey: true }))).toBe(true);
    for (const k of ["u", "s", "a", "c", "v"]) expect(isBlockedShortcut(key(k, { ctrlKey: true }))).toBe(true);
    expect(isBlockedShortcut(key("c", { metaKey: true }))).toBe(true);
  });

  it("leaves ordinary typing alone", () => {
    expect(isBlockedShortcut(key("a"))).toBe(false);
    expect(isBlockedShortcut(key("Enter"))).toBe(false);
    expect(isBlockedShortcut(key("r", { ctrlKey: true }))).toBe(false);
  });
});
