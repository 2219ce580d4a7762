/**
 * The same value with every object's keys in sorted order, recursively: two
 * values that differ only in key order serialise to the same JSON, so they
 * compare, hash and render alike.
 */
export function sortedKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(sortedKeys) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, sortedKeys(v)]),
    ) as T;
  }
  return value;
}
