import { idParamSchema } from "@helixmap/common/api";
import { STAFF_PAGE_PATHS } from "@helixmap/common/api-paths";
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
import { contentSections } from "../../db/schema";
import type { Services } from "../../services";
import { takeSnapshot, toPublishedItem } from "../generation/snapshot";
import { staticPreview } from "./static-preview";

const PREVIEW = STAFF_PAGE_PATHS.preview(":id");

/**
 * `/admin/preview/<id>`: any item, draft or not, rendered by the same code as a deploy would render its
 * page, beside the content published now. Administrators only, enrolled in two-factor sign-in when
 * REQUIRE_ADMIN_MFA asks for it; never indexed or cached.
 */
export function previewRoutes(s: Services) {
  const app = new Hono<AppEnv>();
  app.use(PREVIEW, async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex, nofollow");
  });
  // The same gate as /api/*: an administrator who must enrol sees no draft before they have.
  app.use(PREVIEW, loadCaller(s), requireEnrolment(s.env), requireRole("administrator"));

  app.get(PREVIEW, async (c) => {
    const { id } = parseOrThrow(idParamSchema, c.req.param());
    const [row] = await s.db.select().from(contentSections).where(eq(contentSections.id, id));
    if (!row) throw new ApiProblem(404, "NOT_FOUND", "No content item with this id");
    // A published item with unpublished changes is previewed as it will be once they are published.
    const item = toPublishedItem(withDraftApplied(row));
    const published = await takeSnapshot(s.db);
    const snapshot = { ...published, items: [item, ...published.items.filter((i) => i.id !== item.id)] };
    const path = publishedItemPath(item.contentType, item.slug);
    const page = await s.publishing.renderPreview(path, snapshot);
    return c.html(staticPreview(page.html));
  });

  return app;
}
