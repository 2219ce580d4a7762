/** The one slug rule, for slugs typed by a person and slugs derived from a title alike. */
export const SLUG_MAX_LENGTH = 200;
export const SLUG_PATTERN = /^[^\s/?#]*$/;
export const SLUG_PATTERN_MESSAGE = "Slug cannot contain spaces, slashes, ? or #";

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
  return null;
}
