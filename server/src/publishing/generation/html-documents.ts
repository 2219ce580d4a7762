import { HTML_DOCUMENT_KEYS, htmlDocumentKeyAt, htmlDocumentPath } from "@helixmap/common/pages/html-documents";
import type { RenderedHtmlDocument, RenderedSite } from "@helixmap/common/pages/page-catalogue";
import type { PublishedSnapshot } from "@helixmap/common/publishing";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const STYLE = `body{margin:0;font:16px/1.6 system-ui,sans-serif;color:#1e293b;background:#fff}
main{max-width:46rem;margin:0 auto;padding:2rem 1.25rem 3rem}
h1{font-size:1.75rem;line-height:1.25;color:#0f172a}h2{font-size:1.25rem;margin-top:2rem;color:#0f172a}
.subtitle,footer{color:#475569;font-size:.9rem}`;

/**
 * A standalone, script-free HTML page for an HTML document, served from this origin (the Science page frames
 * the foundation; the hero's demo link opens the demo). Its words are the document's fields, placeholders
 * resolved; the company's name, legal name and address come from the site settings.
 */
export function htmlDocumentHtml(doc: RenderedHtmlDocument, site: Pick<RenderedSite, "identity" | "contact">): string {
  const body = doc.sections
    .map((section) => {
      const parts = [`<h2>${escapeHtml(section.heading)}</h2>`];
      for (const p of section.paragraphs) parts.push(`<p>${escapeHtml(p.text)}</p>`);
      if (section.bullets.length > 0) {
        parts.push(`<ul>${section.bullets.map((b) => `<li>${escapeHtml(b.text)}</li>`).join("")}</ul>`);
      }
      return `<section>${parts.join("\n")}</section>`;
    })
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.title)} | ${escapeHtml(site.identity.companyName)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(doc.title)}</h1>
${doc.subtitle ? `<p class="subtitle">${escapeHtml(doc.subtitle)}</p>` : ""}
${body}
<footer><p>${escapeHtml(site.identity.legalName)} · ${escapeHtml(site.contact.contactEmail)}</p></footer>
</main>
</body>
</html>
`;
}

/** A generation's HTML documents, from its snapshot (none from a snapshot taken while the build wrote them). */
export function htmlDocumentFiles(
  snapshot: Pick<PublishedSnapshot, "htmlDocuments" | "site">,
): { path: string; body: string }[] {
  const documents = snapshot.htmlDocuments;
  if (!documents) return [];
  return HTML_DOCUMENT_KEYS.map((key) => ({
    path: htmlDocumentPath(key),
    body: htmlDocumentHtml(documents[key], snapshot.site),
  }));
}

/** The HTML document at `path` as the snapshot would write it, or undefined when `path` is not one (a preview's question). */
export function htmlDocumentAt(
  path: string,
  snapshot: Pick<PublishedSnapshot, "htmlDocuments" | "site">,
): string | undefined {
  const key = htmlDocumentKeyAt(path);
  const doc = key && snapshot.htmlDocuments?.[key];
  return doc ? htmlDocumentHtml(doc, snapshot.site) : undefined;
}
