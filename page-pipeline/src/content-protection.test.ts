// @vitest-environment jsdom
/// <reference lib="dom" />
import { beforeAll, describe, expect, it } from "vitest";
import { contentProtectionScript, PROTECT_CONTENT_CLASS } from "./content-protection";

type Modifiers = Partial<Record<"ctrlKey" | "metaKey" | "shiftKey" | "altKey", boolean>>;

/** Whether the page's protection cancels this key press on `target`. */
function blocked(key: string, modifiers: Modifiers = {}, target: Element = document.body): boolean {
  return !target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...modifiers }));
}

describe("content protection", () => {
  beforeAll(() => {
    document.body.innerHTML = '<p>Text</p><input aria-label="field">';
    // Twice, as on a page that has both the loader and the staff shell's copy: it installs once.
    new Function(contentProtectionScript())();
    new Function(contentProtectionScript())();
    document.documentElement.classList.add(PROTECT_CONTENT_CLASS);
  });

  it("blocks F12, inspect, view-source, save, select-all, copy and paste", () => {
    expect(blocked("F12")).toBe(true);
    expect(blocked("I", { ctrlKey: true, shiftKey: true })).toBe(true);
    for (const k of ["u", "s", "a", "c", "v"]) expect(blocked(k, { ctrlKey: true })).toBe(true);
    expect(blocked("c", { metaKey: true })).toBe(true);
  });

  it("leaves ordinary typing alone", () => {
    expect(blocked("a")).toBe(false);
    expect(blocked("Enter")).toBe(false);
    expect(blocked("r", { ctrlKey: true })).toBe(false);
  });

  it("lets form fields copy and paste, but not open the inspector", () => {
    const field = document.querySelector("input") as HTMLInputElement;
    expect(blocked("c", { ctrlKey: true }, field)).toBe(false);
    expect(blocked("v", { ctrlKey: true }, field)).toBe(false);
    expect(blocked("I", { ctrlKey: true, shiftKey: true }, field)).toBe(true);
    expect(field.dispatchEvent(new Event("paste", { bubbles: true, cancelable: true }))).toBe(true);
  });

  it("cancels the context menu and copying on page text", () => {
    const text = document.querySelector("p") as HTMLElement;
    expect(text.dispatchEvent(new MouseEvent("contextmenu", { bubbles: true, cancelable: true }))).toBe(false);
    expect(text.dispatchEvent(new Event("copy", { bubbles: true, cancelable: true }))).toBe(false);
  });

  it("does nothing while the root does not ask for protection (the staff area)", () => {
    document.documentElement.classList.remove(PROTECT_CONTENT_CLASS);
    expect(blocked("c", { ctrlKey: true })).toBe(false);
    expect(document.body.dispatchEvent(new MouseEvent("contextmenu", { bubbles: true, cancelable: true }))).toBe(true);
    document.documentElement.classList.add(PROTECT_CONTENT_CLASS);
  });
});
