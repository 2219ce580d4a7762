import { ITEM_SECTIONS, type PublishedSnapshot } from "@helixmap/common/publishing";
import type { RenderedPage, SiteRenderer } from "../publishing/generation/site-renderer";

export interface TestRendererOptions {
  /** Resolved before each page renders: lets a test hold a deploy open. */
  gate?: () => Promise<void>;
  /** Stands for the web build: a different one makes an incremental deploy render every page again. */
  buildId?: string;
}

/** Real pages are kilobytes; this keeps test pages above the size that gets compressed copies. */
const FOOTER = `<footer>${"HelixMap Therapeutics, a fictional company. ".repeat(8)}</footer>`;

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A small stand-in for the web build's renderer, so the server tests run without `npm run build`:
 * each page names its path, lists the snapshot's items of its section (an item page shows its own body only)
 * and carries an inline script, as React Router's pages do. The browser journeys use the real one.
 */
export function testSiteRenderer(opts: TestRendererOptions = {}): SiteRenderer & { rendered: string[] } {
  const rendered: string[] = [];
  return {
    baseDir: null,
    rendered,
    buildId: async () => opts.buildId ?? "test-renderer",
    async renderFormAnswer(path, _snapshot, answer) {
      const text = escapeHtml(JSON.stringify(answer));
      return `<!DOCTYPE html><html><head><title>${escapeHtml(path)}</title></head><body><output>${text}</output>${FOOTER}</body></html>`;
    },
    async renderPage(path: string, snapshot: PublishedSnapshot): Promise<RenderedPage> {
      await opts.gate?.();
      rendered.push(path);
      const inSection = snapshot.items.filter((i) => {
        const section = ITEM_SECTIONS[i.contentType].path;
        return path === section || path.startsWith(`${section}/`);
      });
      const own = inSection.find((i) => path.endsWith(`/${encodeURIComponent(i.slug)}`));
      const body = own
        ? `<h1>${escapeHtml(own.title)}</h1>${own.html}`
        : `<h1>${escapeHtml(path)}</h1><ul>${inSection.map((i) => `<li>${escapeHtml(i.title)}</li>`).join("")}</ul>`;
      // Like the web app's pages: an item's page shows that item alone, a list page its section's items.
      const data = JSON.stringify({ path, items: (own ? [own] : inSection).map((i) => i.title) });
      return {
        html: `<!DOCTYPE html><html><head><title>${escapeHtml(path)}</title></head><body>${body}${FOOTER}<script>window.__data=${data}</script></body></html>`,
        data,
      };
    },
  };
}
