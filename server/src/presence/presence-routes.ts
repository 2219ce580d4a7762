import { idParamSchema } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../api/app-env";
import { callerOf, requireRole } from "../api/require-role";
import { parseOrThrow } from "../api/validate";
import { noItem } from "../content/changes/item-write";
import { contentSections } from "../db/schema";
import { documentKeyOf } from "../pages/page-rows";
import type { Services } from "../services";
import { type EditedThing, heartbeat, leave, othersEditing } from "./presence-store";

/**
 * Who has an item or page open for editing (administrators: they are the
 * ones who edit). Not audited: a heartbeat changes no content.
 */
export function presenceRoutes(s: Services) {
  const app = new Hono<AppEnv>();

  async function itemOf(c: Context<AppEnv>): Promise<EditedThing> {
    const { id } = parseOrThrow(idParamSchema, c.req.param());
    const [row] = await s.db.select({ id: contentSections.id }).from(contentSections).where(eq(contentSections.id, id));
    if (!row) throw noItem();
    return { resourceType: "content_section", resourceId: id };
  }

  async function pageOf(c: Context<AppEnv>): Promise<EditedThing> {
    return { resourceType: "page_document", resourceId: documentKeyOf(c.req.param("key") ?? "") };
  }

  for (const [path, thingOf] of [
    [API_PATHS.contentPresence(":id"), itemOf],
    [API_PATHS.pagePresence(":key"), pageOf],
  ] as const) {
    app.get(path, requireRole("administrator"), async (c) => {
      const thing = await thingOf(c);
      return c.json(await othersEditing(s.db, thing, callerOf(c).profile.id));
    });
    app.post(path, requireRole("administrator"), async (c) => {
      const thing = await thingOf(c);
      const userId = callerOf(c).profile.id;
      await heartbeat(s.db, thing, userId);
      return c.json(await othersEditing(s.db, thing, userId));
    });
    app.delete(path, requireRole("administrator"), async (c) => {
      await leave(s.db, await thingOf(c), callerOf(c).profile.id);
      return c.body(null, 204);
    });
  }

  return app;
}
