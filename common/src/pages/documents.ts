import { z } from "zod";

/**
 * The site's page downloads: each was typeset from one page's fields and is
 * seeded into the media library on first start (server/src/seed/documents/);
 * a page's `document` field then refers to the stored file, which staff may
 * replace with the real one.
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

/** The seeded download a page's document field starts with (its key in the seeding catalogue). */
export const pageDownloadKey = (id: SiteDocumentId) => `page:${id}`;

/** A field's reference to a document in the media library: the asset's `url` as the media API answers it. */
export const mediaDocumentUrlSchema = z
  .string()
  .trim()
  .regex(
    /^\/api\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/file$/,
    "Choose a document from the media library (its address, /api/media/<id>/file)",
  );
