import { slugFromTitle } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { previewPathOf } from "@helixmap/common/pages/page-catalogue";
import { contentPreviewSchema, pagePreviewSchema } from "@helixmap/common/preview-input";
import { publishedItemPath } from "@helixmap/common/publishing";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../../api/app-env";
import { ApiProblem } from "../../api/errors";
import { requireRole } from "../../api/require-role";
import { readBody } from "../../api/validate";
import type { ContentRow } from "../../content/changes/item-write";
import { documentKeyOf } from "../../pages/page-rows";
import type { Services } from "../../services";
import { ContentContradiction, type SnapshotPreview, takeSnapshot } from "../generation/snapshot";
import { staticPreview } from "./static-preview";

/** Stands for an item not saved yet: no stored item has it, so nothing published is replaced. */
const UNSAVED_ID = "00000000-0000-0000-0000-000000000000";

/**
 * The staff forms' live preview: the values being typed, not saved, rendered by the same renderer, at the
 * same path and with the same stylesheets as a deploy (and `/admin/preview/...`) would render them, scripts
 * removed, answered as `{ html }` for the form's sandboxed frame. Partners and administrators: both read these forms. Nothing is read from the item being
 * previewed and nothing is written, so a render changes nothing and is not audited (docs/staff-api.md).
 */
export function livePreviewRoutes(s: Services) {
  const app = new Hono<AppEnv>();
  const answer = async (c: Context<AppEnv>, path: string, preview: SnapshotPreview) => {
    let snapshot: Awaited<ReturnType<typeof takeSnapshot>>;
    try {
      snapshot = await takeSnapshot(s.db, preview);
    } catch (err) {
      // What would refuse a deploy (a placeholder naming nothing, a page field that does not fit) is shown instead.
      if (err instanceof ContentContradiction) throw new ApiProblem(409, "CONFLICT", err.message);
      throw err;
    }
    const html = await s.publishing.renderPreview(path, snapshot);
    c.header("Cache-Control", "no-store");
    return c.json({ html: staticPreview(html) });
  };

  app.post(API_PATHS.livePreview.content, requireRole("partner"), async (c) => {
    const input = await readBody(c, contentPreviewSchema);
    const now = new Date();
    const item: ContentRow = {
      id: input.id ?? UNSAVED_ID,
      title: input.title,
      slug: input.slug || slugFromTitle(input.title) || "preview",
      content: input.content,
      visibility: "public",
      contentType: input.contentType,
      published: true,
      summary: input.summary,
      // An empty display date means the day the item is created: today, for an item being written.
      displayDate: input.displayDate || now.toISOString().slice(0, 10),
      fields: input.fields,
      authorId: null,
      createdAt: now,
      updatedAt: now,
      draft: null,
      publishAt: null,
      unpublishAt: null,
      scheduleProblem: null,
      searchText: "",
      // Never saved: no version to compare with.
      version: 0,
    };
    return answer(c, publishedItemPath(item.contentType, item.slug), { item });
  });

  app.post(API_PATHS.livePreview.page(":key"), requireRole("partner"), async (c) => {
    const key = documentKeyOf(c.req.param("key") ?? "");
    const { fields } = await readBody(c, pagePreviewSchema);
    return answer(c, previewPathOf(key), { page: { key, fields } });
  });

  return app;
}
