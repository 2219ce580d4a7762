/** The explicit public subset of configuration, fixed at build time. */
export const publicConfig = {
  siteOrigin: __SITE_ORIGIN__,
  contentProtection: __CONTENT_PROTECTION__,
} as const;
