import type { SiteDocumentId } from "@helixmap/common/pages/documents";
import { itemsOfType } from "@helixmap/common/publishing";
import {
  apiReference,
  companyOverview,
  financialProjections,
  investmentSummary,
  legalDocument,
  scienceSummary,
  technologyOverview,
} from "./company-documents";
import {
  filingDocument,
  patentDocument,
  pressReleaseDocument,
  publicationDocument,
  regulatorySummary,
} from "./disclosure-documents";
import { fileNameFromTitle, type SeedDocument } from "./document";
import { investmentMaterials, pitchDeck, researchItems, researchSummary } from "./home-documents";
import { mediaKitDocument } from "./media-kit";
import type { DocumentSources } from "./sources";
import { trialDocument } from "./trial-documents";

/**
 * One download the site offers: `key` names what it is the download of, and
 * stays the same across seedings (`page:company-overview`,
 * `press_release:<slug>`, `media-kit:brand`, ...), so seeding can tell which
 * downloads a database already has.
 */
export interface CatalogueEntry {
  key: string;
  fileName: string;
  document: SeedDocument;
}

const PAGE_DOCUMENT_BUILDERS: Record<SiteDocumentId, (s: DocumentSources) => SeedDocument> = {
  "company-overview": companyOverview,
  "technology-overview": technologyOverview,
  "science-summary": scienceSummary,
  "api-reference": apiReference,
  "investment-summary": investmentSummary,
  "financial-projections": financialProjections,
  "regulatory-summary": regulatorySummary,
  "privacy-policy": (s) => legalDocument(s, "privacy-policy"),
  "terms-of-service": (s) => legalDocument(s, "terms-of-service"),
};

const entry = (key: string, document: SeedDocument): CatalogueEntry => ({
  key,
  fileName: fileNameFromTitle(document.title),
  document,
});

/** The page key an item download is filed under: its content type and slug. */
export const itemDocumentKey = (contentType: string, slug: string) => `${contentType}:${slug}`;
export const pageDocumentKey = (id: SiteDocumentId) => `page:${id}`;

/**
 * Every download the site offered when its PDFs were drawn in the browser,
 * described from the given content: the page summaries, each press release,
 * filed SEC filing, publication, patent and research document, the media
 * kit, the pitch deck and investment materials, and each clinical trial.
 */
export function siteDownloads(s: DocumentSources): CatalogueEntry[] {
  const pages = (Object.keys(PAGE_DOCUMENT_BUILDERS) as SiteDocumentId[]).map((id) =>
    entry(pageDocumentKey(id), PAGE_DOCUMENT_BUILDERS[id](s)),
  );
  const items = [
    ...itemsOfType(s, "press_release").map((i) =>
      entry(itemDocumentKey(i.contentType, i.slug), pressReleaseDocument(i, s)),
    ),
    ...itemsOfType(s, "sec_filing")
      // A pending filing offers no download: there is nothing filed yet.
      .filter((i) => i.fields.status !== "Pending")
      .map((i) => entry(itemDocumentKey(i.contentType, i.slug), filingDocument(i, s))),
    ...itemsOfType(s, "publication").map((i) =>
      entry(itemDocumentKey(i.contentType, i.slug), publicationDocument(i, s)),
    ),
    ...itemsOfType(s, "patent").map((i) => entry(itemDocumentKey(i.contentType, i.slug), patentDocument(i, s))),
    ...researchItems(s).map((i) => entry(itemDocumentKey(i.contentType, i.slug), researchSummary(i, s))),
  ];
  const press = s.pages["press-releases"];
  const mediaKit = press.mediaKit.map((k) => entry(`media-kit:${k.document}`, mediaKitDocument(k, s)));
  const home = [entry("home:pitch-deck", pitchDeck(s)), entry("home:investment-materials", investmentMaterials(s))];
  const trials = s.pages["clinical-trials"].trials.map((t, i) => entry(`clinical-trial:${i + 1}`, trialDocument(t, s)));
  return [...pages, ...items, ...mediaKit, ...home, ...trials];
}
