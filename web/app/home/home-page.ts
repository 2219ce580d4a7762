import type { RenderedPage, RenderedSite } from "@helixmap/common/pages/page-catalogue";
import type { researchEntries } from "../published/list-entries";
import type { PageDocuments } from "../published/load-context";

/** The home page's fields as its sections receive them: placeholders resolved, Markdown rendered. */
export type HomePage = RenderedPage<"home">;

/** A published research document as the repository lists it. */
export type ResearchDocument = ReturnType<typeof researchEntries>[number];

/** The home route's loader data: its page, the site settings, the published research documents and the files they offer. */
export interface HomeData {
  page: HomePage;
  site: RenderedSite;
  research: ResearchDocument[];
  documents: PageDocuments;
}
