import type { PublishedMediaAsset } from "@helixmap/common/media/published-media";
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

/** The published files a page links to, by their published address (the `href` its fields now hold). */
export type PageDocuments = Record<string, PublishedMediaAsset>;

/** The published documents `values` link to: a page's downloads and those of the entries it lists. */
export function documentsIn(snapshot: PublishedSnapshot, ...values: unknown[]): PageDocuments {
  const text = JSON.stringify(values);
  const out: PageDocuments = {};
  for (const asset of Object.values(snapshot.media ?? {})) {
    if (asset.kind === "document" && text.includes(JSON.stringify(asset.href))) out[asset.href] = asset;
  }
  return out;
}

/**
 * A page's loader data: its own fields, the site settings the shell and meta
 * tags read, and the published files its fields (and `entries`, the list
 * entries it shows) refer to.
 */
export function pageData<K extends PageKey>(
  context: { publishedSnapshot?: PublishedSnapshot } | undefined,
  key: K,
  ...entries: unknown[]
): { page: RenderedPage<K>; site: RenderedSite; documents: PageDocuments } {
  const snapshot = snapshotFrom(context);
  const page = snapshot.pages[key];
  return { page, site: snapshot.site, documents: documentsIn(snapshot, page, ...entries) };
}
