import type { RenderedPage, RenderedSite } from "@helixmap/common/pages/page-catalogue";
import type { PublishedResearch } from "../published/list-entries";

/** The home page's fields as its sections receive them: placeholders resolved, Markdown rendered. */
export type HomePage = RenderedPage<"home">;

/** The home route's loader data: its page, the site settings, and the published research documents. */
export interface HomeData {
  page: HomePage;
  site: RenderedSite;
  research: PublishedResearch[];
}
