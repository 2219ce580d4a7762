import type { PublishedMediaAsset } from "./published-media";

/*
 * Kept apart from published-media.ts, which reads the media API's zod
 * schemas: public pages print these facts, and zod must not enter their bundles.
 */

/** "PDF, 12 pages, 1.4 MB": what a link to a document says about it. */
export function documentFacts(asset: PublishedMediaAsset): string {
  const pages = asset.pages === null ? "" : `, ${asset.pages} page${asset.pages === 1 ? "" : "s"}`;
  const size =
    asset.bytes >= 1024 * 1024
      ? `${(asset.bytes / (1024 * 1024)).toFixed(1)} MB`
      : `${Math.max(1, Math.round(asset.bytes / 1024))} KB`;
  return `PDF${pages}, ${size}`;
}
