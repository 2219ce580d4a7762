import type { RenderedMarkdown } from "@helixmap/common/pages/fields";

/**
 * A page's Markdown field, rendered at deploy time by the site's one
 * renderer (common/src/markdown.ts: no raw HTML, no scripts, safe links).
 */
export function MarkdownProse({ markdown, className = "" }: { markdown: RenderedMarkdown; className?: string }) {
  return (
    <div
      className={`max-w-3xl space-y-4 leading-relaxed text-slate-700 ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by common/src/markdown.ts, raw HTML off
      dangerouslySetInnerHTML={{ __html: markdown.html }}
    />
  );
}
