import { useEffect } from "react";

const FORM_FIELD = "input, textarea, select, [contenteditable='true']";

function inFormField(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(FORM_FIELD) !== null;
}

/** Shortcuts that inspect, save, select all, copy or paste the page. */
export function isBlockedShortcut(
  e: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey">,
): boolean {
  const key = e.key.toLowerCase();
  if (key === "f12") return true;
  const mod = e.ctrlKey || e.metaKey;
  if (!mod) return false;
  if ((e.shiftKey || e.altKey) && ["i", "j", "c"].includes(key)) return true;
  return ["u", "s", "a", "c", "v", "x", "p"].includes(key);
}

/**
 * Blocks copying and inspection shortcuts on page text. Form fields keep
 * typing, selecting and pasting; F12 and inspector shortcuts are blocked
 * everywhere.
 */
export function useContentProtection(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const root = document.documentElement;
    root.classList.add("protect-content");

    const onKeyDown = (e: KeyboardEvent) => {
      if (!isBlockedShortcut(e)) return;
      const inspector = e.key === "F12" || e.shiftKey || e.altKey || e.key.toLowerCase() === "u";
      if (inspector || !inFormField(e.target)) e.preventDefault();
    };
    const blockOutsideFields = (e: Event) => {
      if (!inFormField(e.target)) e.preventDefault();
    };
    const events = ["contextmenu", "copy", "cut", "paste", "selectstart", "dragstart"] as const;

    document.addEventListener("keydown", onKeyDown, true);
    for (const name of events) document.addEventListener(name, blockOutsideFields, true);
    return () => {
      root.classList.remove("protect-content");
      document.removeEventListener("keydown", onKeyDown, true);
      for (const name of events) document.removeEventListener(name, blockOutsideFields, true);
    };
  }, [enabled]);
}
