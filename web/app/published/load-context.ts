import { EMPTY_SNAPSHOT, type PublishedSnapshot } from "@helixmap/common/publishing";

/**
 * What the server hands the route loaders when a deploy renders a generation:
 * one snapshot of the published public content. The build's own prerender
 * passes nothing, so generation 0 holds the built-in content only.
 */
declare module "react-router" {
  interface AppLoadContext {
    publishedSnapshot?: PublishedSnapshot;
  }
}

export function snapshotFrom(context: { publishedSnapshot?: PublishedSnapshot } | undefined): PublishedSnapshot {
  return context?.publishedSnapshot ?? EMPTY_SNAPSHOT;
}
