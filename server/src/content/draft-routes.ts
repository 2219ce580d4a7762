import { idParamSchema } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { Hono } from "hono";
import type { AppEnv } from "../api/app-env";
import { callerOf, requireRole } from "../api/require-role";
import { parseOrThrow } from "../api/validate";
import { clientIp } from "../http/client-ip";
import type { Services } from "../services";
import { discardDraft, publishChanges } from "./changes/draft-changes";
import { toContentItem } from "./serialize";

/** Publish changes and Discard draft on a published item's draft (administrators only). */
export function draftRoutes(s: Services) {
  const app = new Hono<AppEnv>();

  app.post(API_PATHS.publishContentChanges(":id"), requireRole("administrator"), async (c) => {
    const { profile } = callerOf(c);
    const { id } = parseOrThrow(idParamSchema, c.req.param());
    const row = await publishChanges(s, { id: profile.id, ip: clientIp(c) }, id);
    return c.json({ item: toContentItem(row) });
  });

  app.post(API_PATHS.discardContentDraft(":id"), requireRole("administrator"), async (c) => {
    const { profile } = callerOf(c);
    const { id } = parseOrThrow(idParamSchema, c.req.param());
    const row = await discardDraft(s, { id: profile.id, ip: clientIp(c) }, id);
    return c.json({ item: toContentItem(row) });
  });

  return app;
}
