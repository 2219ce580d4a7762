import { publicConfig } from "../../public-config";

/**
 * The full foundation document: by default served by this site
 * (web/app/copy/documents/scientific-foundation.ts); SCIENCE_VIEWER_URL and
 * SCIENCE_DOCUMENT_URL point the viewer and the link elsewhere at build time.
 */
export const foundationDocument = {
  title: "Scientific Foundation of the Gene-Mapping Platform",
  viewerUrl: publicConfig.scienceViewerUrl,
  fullUrl: publicConfig.scienceDocumentUrl,
  heightPx: 700,
} as const;
