/** One value that differs between the form and what was saved since: a label and both texts. */
export interface ConflictRow {
  label: string;
  mine: string;
  theirs: string;
}

const asText = (value: unknown): string =>
  value === null || value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value, null, 2);

/**
 * The values that differ, in the order of `labels` (the form's order); keys
 * without a label are compared too, under their own name.
 */
export function conflictRows(
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
  labels: Record<string, string> = {},
): ConflictRow[] {
  const keys = [...new Set([...Object.keys(labels), ...Object.keys(mine), ...Object.keys(theirs)])];
  return keys.flatMap((key) => {
    const a = asText(mine[key]);
    const b = asText(theirs[key]);
    return a === b ? [] : [{ label: labels[key] ?? key, mine: a, theirs: b }];
  });
}
