/**
 * The site's fixed documents a page's download button can offer, each built
 * from one page's fields. Until the media library holds real files, each is
 * typeset in the visitor's browser (web/app/downloads/site-downloads.ts).
 */
export const PAGE_DOWNLOADS = {
  "company-overview": { title: "Company overview (PDF)", page: "about" },
  "technology-overview": { title: "Technology overview (PDF)", page: "technology" },
  "science-summary": { title: "Scientific foundation summary (PDF)", page: "science" },
  "api-reference": { title: "Partner API reference (PDF)", page: "developers" },
  "investment-summary": { title: "Investment summary (PDF)", page: "investment-opportunity" },
  "financial-projections": { title: "Financial projections (PDF)", page: "financial-information" },
  "regulatory-summary": { title: "Regulatory summary (PDF)", page: "regulatory-updates" },
  "privacy-policy": { title: "Privacy policy (PDF)", page: "privacy-policy" },
  "terms-of-service": { title: "Terms of service (PDF)", page: "terms-of-service" },
} as const;

export type SiteDocumentId = keyof typeof PAGE_DOWNLOADS;
/** The page whose fields a document is built from. */
export type DocumentPage<Id extends SiteDocumentId> = (typeof PAGE_DOWNLOADS)[Id]["page"];
