import { type RefObject, useEffect } from "react";

const BLOCKED_KEYS = new Set(["c", "a", "s"]);

/**
 * Blocks the context menu, text selection, copying and Ctrl/Cmd + C, A and S
 * inside one section, whether or not site-wide protection is switched on.
 * Keys are blocked while focus or the last pointer press is in the section,
 * so clicking its text and pressing Ctrl+A cannot select it either.
 */
export function useSectionCopyProtection(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const section = ref.current;
    if (!section) return;
    let pointerInside = false;

    const inside = (target: EventTarget | null) => target instanceof Node && section.contains(target);
    const block = (e: Event) => {
      if (inside(e.target)) e.preventDefault();
    };
    const onPointerDown = (e: PointerEvent) => {
      pointerInside = inside(e.target);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || !BLOCKED_KEYS.has(e.key.toLowerCase())) return;
      if (inside(e.target) || pointerInside) e.preventDefault();
    };
    const onCopy = (e: ClipboardEvent) => {
      const selection = document.getSelection();
      if (inside(e.target) || selection?.containsNode(section, true)) e.preventDefault();
    };

    section.addEventListener("contextmenu", block);
    section.addEventListener("selectstart", block);
    document.addEventListener("pointerdown", onPointerDown, true);
    document.addEventListener("keydown", onKeyDown, true);
    document.addEventListener("copy", onCopy, true);
    return () => {
      section.removeEventListener("contextmenu", block);
      section.removeEventListener("selectstart", block);
      document.removeEventListener("pointerdown", onPointerDown, true);
      document.removeEventListener("keydown", onKeyDown, true);
      document.removeEventListener("copy", onCopy, true);
    };
  }, [ref]);
}
