/** The one slug rule, for slugs typed by a person and slugs derived from a title alike. */
export const SLUG_MAX_LENGTH = 200;
/**
 * No whitespace or control characters (they break XML and links), no path or URL delimiters, and neither
 * a backslash nor a percent sign: browsers read a backslash in a path as "/" and "%2e%2e" as "..".
 */
export const SLUG_PATTERN = /^[^\s\p{Cc}\p{Cs}/\\?#%]*$/u;
export const SLUG_PATTERN_MESSAGE = "Slug cannot contain spaces, control characters, slashes, backslashes, ?, # or %";
/** "." and ".." are path segments of their own: the item's page would land on its section's page or the home page. */
export const DOT_SEGMENTS = [".", ".."];
export const DOT_SEGMENT_MESSAGE = "Slug cannot be . or ..";

/**
 * A slug from a title: accents dropped, lower-cased, every run of other
 * characters one hyphen, no hyphen at either end ("Q&A: Café?" -> "q-a-cafe").
 */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, "");
}

/** Why a slug (typed or derived) cannot be used, or null when it can. */
export function slugProblem(slug: string): string | null {
  if (slug === "") return "Give a slug: the title has no letters or digits to make one from";
  if (slug.length > SLUG_MAX_LENGTH) return `Slug must be at most ${SLUG_MAX_LENGTH} characters`;
  if (!SLUG_PATTERN.test(slug)) return SLUG_PATTERN_MESSAGE;
  if (DOT_SEGMENTS.includes(slug)) return DOT_SEGMENT_MESSAGE;
  return null;
}
