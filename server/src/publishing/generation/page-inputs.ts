import { createHash } from "node:crypto";
import type { ContentType } from "@helixmap/common/api";
import { type PublishedItem, type PublishedSnapshot, publishedItemPath } from "@helixmap/common/publishing";

/**
 * The content types each list page shows (its loader in web/app/routes/ reads them from the snapshot). Every
 * other fixed page shows no items. `page-inputs.test.ts` renders with the web app's loaders' rule in mind: an
 * incremental deploy after editing any kind of item writes the same bytes as a full render.
 */
const LIST_TYPES: Readonly<Record<string, readonly ContentType[]>> = {
  "/": ["research"],
  "/press-releases": ["press_release"],
  "/research-publications": ["publication", "event"],
  "/patent-portfolio": ["patent"],
  "/sec-filings": ["sec_filing"],
  "/regulatory-updates": ["regulatory_update"],
  "/investment-opportunity": ["event"],
};

const digest = (...parts: string[]) => {
  const hash = createHash("sha1");
  for (const part of parts) hash.update(part).update("\0");
  return hash.digest("base64url");
};

/**
 * For each rendered path, a digest of every input its files are made from: the web build that renders it,
 * the origin, the site settings and page documents (the shared layout reads them), and the items it shows
 * (an item's page: the item; a list page: every item of the types it lists, in the snapshot's order). A page
 * whose digest equals the live generation's has the same bytes, so a deploy copies it instead of rendering.
 */
export function pageInputs(
  paths: readonly string[],
  snapshot: Pick<PublishedSnapshot, "items" | "site" | "pages">,
  context: { buildId: string; siteOrigin: string },
): Record<string, string> {
  const shared = digest(
    context.buildId,
    context.siteOrigin,
    JSON.stringify(snapshot.site),
    JSON.stringify(snapshot.pages),
  );
  const byPath = new Map<string, PublishedItem>();
  const byType = new Map<ContentType, string[]>();
  const byJson = new Map<PublishedItem, string>();
  for (const item of snapshot.items) {
    const json = JSON.stringify(item);
    byJson.set(item, json);
    byPath.set(publishedItemPath(item.contentType, item.slug), item);
    const ofType = byType.get(item.contentType) ?? [];
    ofType.push(json);
    byType.set(item.contentType, ofType);
  }
  const inputs: Record<string, string> = {};
  for (const path of paths) {
    const item = byPath.get(path);
    const listed = LIST_TYPES[path];
    if (item) inputs[path] = digest(shared, byJson.get(item)!);
    else if (listed) inputs[path] = digest(shared, ...listed.flatMap((type) => [type, ...(byType.get(type) ?? [])]));
    else inputs[path] = shared;
  }
  return inputs;
}
