import { idParamSchema } from "@helixmap/common/api";
import { STAFF_PAGE_PATHS } from "@helixmap/common/api-paths";
import { previewPathOf } from "@helixmap/common/pages/page-catalogue";
import { publishedItemPath } from "@helixmap/common/publishing";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { requireEnrolment } from "../../account/enrolment";
import type { AppEnv } from "../../api/app-env";
import { loadCaller } from "../../api/caller";
import { ApiProblem } from "../../api/errors";
import { requireRole } from "../../api/require-role";
import { parseOrThrow } from "../../api/validate";
import { withDraftApplied } from "../../content/drafts/draft-values";
import { contentSections, pageDocuments } from "../../db/schema";
import { documentKeyOf, noPage } from "../../pages/page-rows";
import type { Services } from "../../services";
import { ContentContradiction, type SnapshotPreview, takeSnapshot } from "../generation/snapshot";
import { staticPreview } from "./static-preview";

const PREVIEW = STAFF_PAGE_PATHS.preview(":id");
const PAGE_PREVIEW = STAFF_PAGE_PATHS.pagePreview(":key");

/** A preview whose content would refuse a deploy shows why instead. */
async function previewSnapshot(s: Services, preview: SnapshotPreview) {
  try {
    return await takeSnapshot(s.db, preview);
  } catch (err) {
    if (err instanceof ContentContradiction) throw new ApiProblem(409, "CONFLICT", err.message);
    throw err;
  }
}

/**
 * `/admin/preview/pages/<key>`: a page with its draft; `/admin/preview/<id>`: any item, draft or not, rendered by the same code as a deploy would render its
 * page, beside the content published now. Administrators only, enrolled in two-factor sign-in when
 * REQUIRE_ADMIN_MFA asks for it; never indexed or cached.
 */
export function previewRoutes(s: Services) {
  const app = new Hono<AppEnv>();
  for (const path of [PAGE_PREVIEW, PREVIEW]) {
    app.use(path, async (c, next) => {
      await next();
      c.header("Cache-Control", "no-store");
      c.header("X-Robots-Tag", "noindex, nofollow");
    });
    // The same gate as /api/*: an administrator who must enrol sees no draft before they have.
    app.use(path, loadCaller(s), requireEnrolment(s.env), requireRole("administrator"));
  }

  // A page or HTML document (or, for the site settings, the home page) as it will be once its draft is published.
  app.get(PAGE_PREVIEW, async (c) => {
    const key = documentKeyOf(c.req.param("key") ?? "");
    const [row] = await s.db.select().from(pageDocuments).where(eq(pageDocuments.key, key));
    if (!row) throw noPage();
    const snapshot = await previewSnapshot(s, { page: { key, fields: row.draft ?? row.fields } });
    return c.html(staticPreview(await s.publishing.renderPreview(previewPathOf(key), snapshot)));
  });

  app.get(PREVIEW, async (c) => {
    const { id } = parseOrThrow(idParamSchema, c.req.param());
    const [row] = await s.db.select().from(contentSections).where(eq(contentSections.id, id));
    if (!row) throw new ApiProblem(404, "NOT_FOUND", "No content item with this id");
    // A published item with unpublished changes is previewed as it will be once they are published.
    const item = withDraftApplied(row);
    const snapshot = await previewSnapshot(s, { item });
    const path = publishedItemPath(item.contentType, item.slug);
    return c.html(staticPreview(await s.publishing.renderPreview(path, snapshot)));
  });

  return app;
}
