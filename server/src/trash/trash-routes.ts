import { idParamSchema } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { trashListQuerySchema, trashRestoreSchema } from "@helixmap/common/trash/trash-api";
import { Hono } from "hono";
import type { AppEnv } from "../api/app-env";
import { callerOf, requireRole } from "../api/require-role";
import { parseOrThrow, readBody } from "../api/validate";
import { toContentItem } from "../content/serialize";
import { clientIp } from "../http/client-ip";
import type { Services } from "../services";
import { deleteForGood } from "./delete-for-good";
import { restoreFromTrash } from "./restore-from-trash";
import { listTrash } from "./trash-list";

/** The Trash: administrators only (a deleted item may be one partners never saw). */
export function trashRoutes(s: Services) {
  const app = new Hono<AppEnv>();

  app.get(API_PATHS.trash, requireRole("administrator"), async (c) => {
    const query = parseOrThrow(trashListQuerySchema, c.req.query());
    return c.json(await listTrash(s.db, s.env.TRASH_RETENTION_DAYS, query));
  });

  app.post(API_PATHS.restoreFromTrash(":id"), requireRole("administrator"), async (c) => {
    const { profile } = callerOf(c);
    const { id } = parseOrThrow(idParamSchema, c.req.param());
    const { slug } = await readBody(c, trashRestoreSchema);
    const row = await restoreFromTrash(s, { id: profile.id, ip: clientIp(c) }, id, slug);
    return c.json({ item: toContentItem(row) });
  });

  app.delete(API_PATHS.trashedItem(":id"), requireRole("administrator"), async (c) => {
    const { profile } = callerOf(c);
    const { id } = parseOrThrow(idParamSchema, c.req.param());
    await deleteForGood(s.db, { id: profile.id, ip: clientIp(c) }, id);
    return c.body(null, 204);
  });

  return app;
}
