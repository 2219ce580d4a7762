/**
 * The editor's keyboard shortcuts as aria-keyshortcuts and button titles name them. All but link and table
 * are TipTap's own bindings; those two are bound in markdown-editor.tsx (with the same keys, `Mod-k` and
 * `Mod-Alt-t` in TipTap's notation). docs/staff-area.md lists them.
 */
const MOD = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform) ? "Meta" : "Control";

export const SHORTCUTS = {
  heading2: `${MOD}+Alt+2`,
  heading3: `${MOD}+Alt+3`,
  bold: `${MOD}+B`,
  italic: `${MOD}+I`,
  link: `${MOD}+K`,
  bulletList: `${MOD}+Shift+8`,
  orderedList: `${MOD}+Shift+7`,
  blockquote: `${MOD}+Shift+B`,
  table: `${MOD}+Alt+T`,
} as const;
