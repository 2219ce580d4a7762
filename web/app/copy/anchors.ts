/** A stable in-page anchor for a listed item (feeds link to it): lower case, hyphens. */
export function anchorFor(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
