import type { DocumentPage, SiteDocumentId } from "@helixmap/common/pages/documents";
import type { RenderedPage, RenderedSite } from "@helixmap/common/pages/page-catalogue";
import type { DownloadDocument } from "./document";

/** What a site document is built from: its page's loader data. */
export interface PageDataOf<Id extends SiteDocumentId> {
  page: RenderedPage<DocumentPage<Id>>;
  site: RenderedSite;
}

type Builders = { [Id in SiteDocumentId]: (data: PageDataOf<Id>) => Promise<DownloadDocument> };

/** One builder per document; each module is imported on click, so none enters a page's first load. */
const BUILDERS: Partial<Builders> = {
  "company-overview": (data) => import("./company-documents").then((m) => m.companyOverview(data)),
  "technology-overview": (data) => import("./company-documents").then((m) => m.technologyOverview(data)),
  "science-summary": (data) => import("./company-documents").then((m) => m.scienceSummary(data)),
  "api-reference": (data) => import("./company-documents").then((m) => m.apiReference(data)),
  "investment-summary": (data) => import("./company-documents").then((m) => m.investmentSummary(data)),
  "financial-projections": (data) => import("./company-documents").then((m) => m.financialProjections(data)),
  "privacy-policy": (data) => import("./legal-document").then((m) => m.legalDocument(data)),
  "terms-of-service": (data) => import("./legal-document").then((m) => m.legalDocument(data)),
};

export function buildSiteDocument<Id extends SiteDocumentId>(id: Id, data: PageDataOf<Id>): Promise<DownloadDocument> {
  const build = BUILDERS[id] as ((data: PageDataOf<Id>) => Promise<DownloadDocument>) | undefined;
  if (!build) throw new Error(`No builder for the document ${id}`);
  return build(data);
}
