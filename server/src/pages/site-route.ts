import { API_PATHS } from "@helixmap/common/api-paths";
import { SITE_FIELDS, SITE_KEY, type SiteValues } from "@helixmap/common/pages/page-catalogue";
import type { SiteSettingsResponse } from "@helixmap/common/pages/pages-api";
import { placeholderValues } from "@helixmap/common/pages/placeholders";
import { renderFields } from "@helixmap/common/pages/render-fields";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../api/app-env";
import { pageDocuments } from "../db/schema";
import type { Services } from "../services";
import { noPage } from "./page-rows";

/**
 * The published site settings as the shell renders them, for the staff area
 * (rendered in the browser, so it has no deploy-time loader data). Public
 * pages never call it: theirs come with the page.
 */
export function siteRoute(s: Services) {
  const app = new Hono<AppEnv>();
  app.get(API_PATHS.siteSettings, async (c) => {
    const [row] = await s.db
      .select({ fields: pageDocuments.fields, version: pageDocuments.editVersion })
      .from(pageDocuments)
      .where(eq(pageDocuments.key, SITE_KEY));
    if (!row) throw noPage();
    const values = row.fields as SiteValues;
    const answer: SiteSettingsResponse = {
      site: renderFields(SITE_FIELDS, values, placeholderValues(SITE_FIELDS, values)),
      version: row.version,
    };
    return c.json(answer);
  });
  return app;
}
