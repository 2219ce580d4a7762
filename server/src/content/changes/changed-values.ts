/** The keys whose values differ between two rows, before and after: what an audit entry of a change records. */
export function changedValues<Row extends object>(before: Row, after: Row, keys: readonly string[]) {
  const oldValues: Record<string, unknown> = {};
  const newValues: Record<string, unknown> = {};
  for (const key of keys) {
    const was = before[key as keyof Row];
    const is = after[key as keyof Row];
    if (JSON.stringify(was) !== JSON.stringify(is)) {
      oldValues[key] = was;
      newValues[key] = is;
    }
  }
  return { oldValues, newValues };
}
