import type { RenderedPage } from "@helixmap/common/pages/page-catalogue";

/** The regulatory page's own fields, as its cards receive them. */
export type RegulatoryPage = RenderedPage<"regulatory-updates">;
