/**
 * Text for the XML documents a generation writes (Atom feeds, sitemap.xml).
 * XML 1.0 (§2.2) forbids most C0 controls, unpaired surrogates and U+FFFE/U+FFFF
 * even as character references, and a reader refuses the whole document over one.
 * The API refuses them in what it stores; these writers also drop them, so text
 * stored before that check (or from any other source) cannot break a feed.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF\p{Cs}]/gu;

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** The text as XML character data or an attribute value: forbidden characters dropped, markup escaped. */
export function escapeXml(text: string): string {
  return text.replace(XML_FORBIDDEN, "").replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);
}
