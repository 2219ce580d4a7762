import type { PageKey, RenderedPage, RenderedSite } from "@helixmap/common/pages/page-catalogue";
import type { PublishedSnapshot } from "@helixmap/common/publishing";

/**
 * What the server hands the route loaders when a deploy (or a staff preview)
 * renders the public site: one snapshot of the published content, pages and
 * settings included. Public pages are rendered only that way; the build
 * renders none of them.
 */
declare module "react-router" {
  interface AppLoadContext {
    publishedSnapshot?: PublishedSnapshot;
  }
}

export function snapshotFrom(context: { publishedSnapshot?: PublishedSnapshot } | undefined): PublishedSnapshot {
  const snapshot = context?.publishedSnapshot;
  if (!snapshot) throw new Error("Public pages are rendered by a deploy, from the published content; none was given");
  return snapshot;
}

/** A page's loader data: its own fields and the site settings the shell and meta tags read. */
export function pageData<K extends PageKey>(
  context: { publishedSnapshot?: PublishedSnapshot } | undefined,
  key: K,
): { page: RenderedPage<K>; site: RenderedSite } {
  const snapshot = snapshotFrom(context);
  return { page: snapshot.pages[key], site: snapshot.site };
}
