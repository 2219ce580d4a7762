import { diffLines } from "diff";

export interface LineChange {
  kind: "same" | "removed" | "added";
  text: string;
}

/**
 * The body's lines from `before` to `after`: unchanged, only in `before`
 * (removed) or only in `after` (added).
 */
export function lineChanges(before: string, after: string): LineChange[] {
  const lines: LineChange[] = [];
  // Ended alike, so a last line that only gained a line after it does not count as changed.
  const ended = (text: string) => (text.endsWith("\n") ? text : `${text}\n`);
  for (const part of diffLines(ended(before), ended(after))) {
    const kind = part.added ? "added" : part.removed ? "removed" : "same";
    const text = part.value.endsWith("\n") ? part.value.slice(0, -1) : part.value;
    for (const line of text.split("\n")) lines.push({ kind, text: line });
  }
  return lines;
}

/** Columns that record the item's history rather than what it says. */
const BOOKKEEPING = new Set(["id", "authorId", "createdAt", "updatedAt"]);

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * The fields other than title and body whose values differ, in the order of
 * `before`'s keys then any new ones: whatever columns the item has, so fields
 * a content type adds show up without changes here.
 */
export function fieldChanges(before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (f) => f !== "title" && f !== "content" && !BOOKKEEPING.has(f),
  );
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: before[field], after: after[field] }));
}

/** A field's value as text: strings as they are, nothing as an em dash, the rest as JSON. */
export function showValue(value: unknown): string {
  if (value === undefined || value === null || value === "") return "—";
  return typeof value === "string" ? value : JSON.stringify(value);
}
