/** The explicit public subset of configuration, fixed at build time. */
export const publicConfig = {
  siteOrigin: __SITE_ORIGIN__,
  contentProtection: __CONTENT_PROTECTION__,
  /** Outbound targets (common/src/outbound-targets.ts): SCIENCE_VIEWER_URL, SCIENCE_DOCUMENT_URL, DEMO_URL. */
  scienceViewerUrl: __SCIENCE_VIEWER_URL__,
  scienceDocumentUrl: __SCIENCE_DOCUMENT_URL__,
  demoUrl: __DEMO_URL__,
  /** When this build was made: events that have ended by then lose their "Add to calendar". */
  buildTime: new Date(__BUILD_TIME__),
} as const;
