/**
 * `{{name}}` in page text and Markdown states a site setting (a figure, the
 * company's name): resolved at deploy time, so changing a setting once
 * changes every page that states it.
 */
import type { FieldSpecs } from "./fields";

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/** The placeholder values: every text and number leaf of the site settings, by its own name. */
export function placeholderValues(fields: FieldSpecs, values: Record<string, unknown>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, spec] of Object.entries(fields)) {
    const value = values[name];
    if (spec.kind === "group" && value && typeof value === "object") {
      for (const [k, v] of placeholderValues(spec.fields, value as Record<string, unknown>)) out.set(k, v);
    } else if ((spec.kind === "text" || spec.kind === "number") && value !== undefined) {
      out.set(name, String(value));
    }
  }
  return out;
}

export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);
}

/** `text` with each known placeholder replaced; unknown ones are left as written (a deploy refuses them first). */
export function resolvePlaceholders(text: string, values: ReadonlyMap<string, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole);
}
