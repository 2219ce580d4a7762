/**
 * Every HTML page of a generation passes through here once, after rendering
 * and before it is written, compressed and hashed for the CSP: the one place
 * to plug whole-page transforms (page-speed rewrites). Script hashes are
 * computed from what it returns, so a transform may add or change inline scripts.
 */
export function finishPage(html: string): string {
  return html;
}
