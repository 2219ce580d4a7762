/**
 * A preview is looked at, not used: its scripts are removed (they would need CSP hashes of their own and
 * would hydrate a page that is not live), and it is marked noindex.
 */
export function staticPreview(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, "")
    .replace("<head>", '<head><meta name="robots" content="noindex, nofollow"/>');
}
