import { SITE_DOCUMENTS } from "@helixmap/common/outbound-targets";
import { HTML_DOCUMENT_KEYS } from "@helixmap/common/pages/html-documents";
import {
  HTML_DOCUMENT_FIELDS,
  type RenderedHtmlDocuments,
  SITE_FIELDS,
  type SiteValues,
} from "@helixmap/common/pages/page-catalogue";
import { placeholderValues } from "@helixmap/common/pages/placeholders";
import { renderFields } from "@helixmap/common/pages/render-fields";
import { describe, expect, it } from "vitest";
import { PAGE_SEEDS } from "../../seed/page-seeds";
import { siteSeed } from "../../seed/pages/site";
import { htmlDocumentAt, htmlDocumentFiles } from "./html-documents";

/** The seeded documents and settings as a deploy's snapshot holds them, the settings changed by `change`. */
function seededSnapshot(change: (site: SiteValues) => void = () => {}) {
  const values = structuredClone(siteSeed as SiteValues);
  change(values);
  const vars = placeholderValues(SITE_FIELDS, values);
  const htmlDocuments = Object.fromEntries(
    HTML_DOCUMENT_KEYS.map((key) => [
      key,
      renderFields(HTML_DOCUMENT_FIELDS[key], PAGE_SEEDS[key] as Record<string, unknown>, vars),
    ]),
  ) as RenderedHtmlDocuments;
  return { htmlDocuments, site: renderFields(SITE_FIELDS, values, vars) };
}

function read(html: string) {
  const text = html
    .replace(/<style>[\s\S]*?<\/style>/, "")
    .replace(/<title>[\s\S]*?<\/title>/, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const headings = [...html.matchAll(/<h2>(.*?)<\/h2>/g)].map((m) => m[1]);
  return { text, headings, words: text.split(" ").length };
}

describe("the HTML documents a deploy writes", () => {
  const byPath = new Map(htmlDocumentFiles(seededSnapshot()).map((d) => [d.path, d.body]));

  it("writes the scientific foundation and the technology demo where the Science page and the hero point", () => {
    expect([...byPath.keys()].sort()).toEqual(Object.values(SITE_DOCUMENTS).sort());
  });

  it("gives the scientific foundation several sections of substance with the platform's figures", () => {
    const { headings, words, text } = read(byPath.get(SITE_DOCUMENTS.scientificFoundation)!);
    expect(headings.length).toBeGreaterThanOrEqual(6);
    expect(words).toBeGreaterThan(700);
    expect(text).toContain("123 amino acids");
    expect(text).toContain("27 therapeutic genes");
    expect(text).toContain("123+ mappings onto 27 distinct genes");
  });

  it("gives the technology demo a step-by-step walk-through", () => {
    const { headings, words } = read(byPath.get(SITE_DOCUMENTS.technologyDemo)!);
    expect(headings).toEqual(expect.arrayContaining(["Step 1: one sequence", "Step 4: what happens inside"]));
    expect(words).toBeGreaterThan(250);
  });

  it("states the site settings' figures and identity as they stand at the deploy", () => {
    const changed = seededSnapshot((site) => {
      site.figures.mappedGenes = 31;
      site.identity.companyName = "Renamed Bio";
      site.identity.legalName = "Renamed Bio, Inc.";
      site.contact.contactEmail = "hello@renamed.example";
    });
    for (const { body } of htmlDocumentFiles(changed)) {
      const { text } = read(body);
      expect(text).toMatch(/\b31 (?:distinct )?therapeutic genes\b/);
      expect(text).not.toMatch(/\b27\b|HelixMap/);
      expect(body).toContain("<title>");
      expect(body).toMatch(/\| Renamed Bio<\/title>/);
      expect(text).toContain("Renamed Bio, Inc. · hello@renamed.example");
    }
  });

  it("loads nothing and runs nothing: no scripts, no external references, and the words escaped", () => {
    for (const html of byPath.values()) expect(html).not.toMatch(/<script|<link|<img|<iframe|https?:\/\//i);
    const hostile = seededSnapshot();
    hostile.htmlDocuments["technology-demo"].sections[0]!.paragraphs[0]!.text = '<script>alert("x")</script>';
    const html = htmlDocumentAt(SITE_DOCUMENTS.technologyDemo, hostile)!;
    expect(html).not.toContain("<script>");
    expect(html).toContain("&#60;script&#62;");
  });

  it("writes none from a snapshot taken while the build wrote them, and previews only their own paths", () => {
    const { site } = seededSnapshot();
    expect(htmlDocumentFiles({ site })).toEqual([]);
    expect(htmlDocumentAt("/science", seededSnapshot())).toBeUndefined();
  });
});
