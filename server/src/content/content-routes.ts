import { contentInputSchema, contentListQuerySchema, contentPatchSchema, idParamSchema } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { versionTag } from "@helixmap/common/edit-conflicts/edit-base";
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../api/app-env";
import { callerOf, requireRole } from "../api/require-role";
import { parseOrThrow, readBody } from "../api/validate";
import { contentSections } from "../db/schema";
import { readEditBase } from "../edit-conflicts/edit-base";
import { clientIp } from "../http/client-ip";
import type { Services } from "../services";
import { moveToTrash } from "../trash/move-to-trash";
import { createItem } from "./changes/create-item";
import { noItem } from "./changes/item-write";
import { updateItem } from "./changes/update-item";
import { listContentPage, visibleTo } from "./content-list";
import { toContentItem } from "./serialize";

const ITEM = API_PATHS.contentItem(":id");

export function contentRoutes(s: Services) {
  const app = new Hono<AppEnv>();

  app.get(API_PATHS.content, requireRole("partner"), async (c) => {
    const { profile } = callerOf(c);
    const query = parseOrThrow(contentListQuerySchema, c.req.query());
    return c.json(await listContentPage(s.db, profile.role, query));
  });

  app.get(ITEM, requireRole("partner"), async (c) => {
    const { profile } = callerOf(c);
    const { id } = parseOrThrow(idParamSchema, c.req.param());
    // An item the caller may not see answers exactly like one that does not exist.
    const [row] = await s.db
      .select()
      .from(contentSections)
      .where(and(eq(contentSections.id, id), visibleTo(profile.role)));
    if (!row) throw noItem();
    // Unpublished changes are the administrators' work in progress (they may even change the visibility).
    const item = toContentItem(row);
    c.header("ETag", versionTag(item.version));
    return c.json({ item: profile.role === "administrator" ? item : { ...item, draft: null } });
  });

  app.post(API_PATHS.content, requireRole("administrator"), async (c) => {
    const { profile } = callerOf(c);
    const input = await readBody(c, contentInputSchema);
    const row = await createItem(s, { id: profile.id, ip: clientIp(c) }, input);
    return c.json({ item: toContentItem(row) }, 201);
  });

  app.patch(ITEM, requireRole("administrator"), async (c) => {
    const { profile } = callerOf(c);
    const { id } = parseOrThrow(idParamSchema, c.req.param());
    const { baseVersion, overwrite, ...patch } = await readBody(c, contentPatchSchema);
    const base = readEditBase(c, { baseVersion, overwrite });
    const row = await updateItem(s, { id: profile.id, ip: clientIp(c) }, id, patch, base);
    return c.json({ item: toContentItem(row) });
  });

  app.delete(ITEM, requireRole("administrator"), async (c) => {
    const { profile } = callerOf(c);
    const { id } = parseOrThrow(idParamSchema, c.req.param());
    await moveToTrash(s, { id: profile.id, ip: clientIp(c) }, id);
    return c.body(null, 204);
  });

  return app;
}
