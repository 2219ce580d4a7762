import type { ShortenedValue } from "@helixmap/common/api";
import { AUDIT_VALUE_MAX_LENGTH } from "@helixmap/common/constants";

/**
 * A copy of `value` in which every string longer than `max` characters (code
 * points, so a cut never splits one) is replaced by a ShortenedValue: its
 * start, its full length and the mark. Objects and arrays are walked; a Date
 * is kept as the ISO text JSON would store anyway.
 */
export function shortenValues(value: unknown, max: number = AUDIT_VALUE_MAX_LENGTH): unknown {
  if (typeof value === "string") {
    if (value.length <= max) return value;
    const characters = [...value];
    if (characters.length <= max) return value;
    const shortened: ShortenedValue = {
      shortened: true,
      preview: characters.slice(0, max).join(""),
      length: characters.length,
    };
    return shortened;
  }
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((v) => shortenValues(v, max));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shortenValues(v, max)]));
  }
  return value;
}
