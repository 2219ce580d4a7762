import { site } from "@helixmap/common/site";
import type { SiteDocument } from "./site-document";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const STYLE = `body{margin:0;font:16px/1.6 system-ui,sans-serif;color:#1e293b;background:#fff}
main{max-width:46rem;margin:0 auto;padding:2rem 1.25rem 3rem}
h1{font-size:1.75rem;line-height:1.25;color:#0f172a}h2{font-size:1.25rem;margin-top:2rem;color:#0f172a}
.subtitle,footer{color:#475569;font-size:.9rem}dt{font-weight:600}dd{margin:0 0 .5rem}`;

/**
 * A standalone, script-free HTML page for a site document, served from this
 * origin (the Science page frames it; the hero's demo link opens it).
 */
export function documentHtml(doc: SiteDocument): string {
  const body = doc.blocks
    .map((block) => {
      const parts: string[] = [];
      if (block.heading) parts.push(`<h2>${escapeHtml(block.heading)}</h2>`);
      for (const p of block.paragraphs ?? []) parts.push(`<p>${escapeHtml(p)}</p>`);
      if (block.facts?.length) {
        parts.push(
          `<dl>${block.facts.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join("")}</dl>`,
        );
      }
      if (block.bullets?.length)
        parts.push(`<ul>${block.bullets.map((b) => `<li>${escapeHtml(b)}</li>`).join("")}</ul>`);
      return `<section>${parts.join("\n")}</section>`;
    })
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.title)} | ${escapeHtml(site.companyName)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(doc.title)}</h1>
${doc.subtitle ? `<p class="subtitle">${escapeHtml(doc.subtitle)}</p>` : ""}
${body}
<footer><p>${escapeHtml(site.legalName)} · ${escapeHtml(site.contactEmail)}</p></footer>
</main>
</body>
</html>
`;
}
