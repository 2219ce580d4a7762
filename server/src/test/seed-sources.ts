import {
  PAGE_FIELDS,
  PAGE_KEYS,
  type RenderedPages,
  SITE_FIELDS,
  type SiteValues,
} from "@helixmap/common/pages/page-catalogue";
import { placeholderValues } from "@helixmap/common/pages/placeholders";
import { renderFields } from "@helixmap/common/pages/render-fields";
import { toPublishedItem } from "../publishing/generation/snapshot";
import type { DocumentSources } from "../seed/documents/sources";
import { ITEM_SEEDS } from "../seed/item-seeds";
import { PAGE_SEEDS } from "../seed/page-seeds";
import { siteSeed } from "../seed/pages/site";

export const TEST_ORIGIN = "https://www.example.test";

/**
 * The seed content as a deploy renders it (placeholders resolved, Markdown
 * rendered), without a database: what the seeded documents are typeset from
 * on a new install. `site` changes settings before rendering, as staff would.
 */
export function seedSources(change: (site: SiteValues) => SiteValues = (s) => s): DocumentSources {
  const site = change(structuredClone(siteSeed as SiteValues));
  const vars = placeholderValues(SITE_FIELDS, site);
  const pages = Object.fromEntries(
    PAGE_KEYS.map((key) => [key, renderFields(PAGE_FIELDS[key], PAGE_SEEDS[key] as Record<string, unknown>, vars)]),
  ) as RenderedPages;
  const items = ITEM_SEEDS.map((seed, i) =>
    toPublishedItem(
      {
        ...seed,
        id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
        updatedAt: new Date("2026-01-01T00:00:00Z"),
      } as unknown as Parameters<typeof toPublishedItem>[0],
      vars,
    ),
  );
  return { pages, site: renderFields(SITE_FIELDS, site, vars), items, origin: TEST_ORIGIN };
}
