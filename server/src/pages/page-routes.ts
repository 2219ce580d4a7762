import { API_PATHS } from "@helixmap/common/api-paths";
import { versionTag } from "@helixmap/common/edit-conflicts/edit-base";
import { DOCUMENT_KEYS } from "@helixmap/common/pages/page-catalogue";
import { type PageVersion, pagePatchSchema, pageScheduleSchema } from "@helixmap/common/pages/pages-api";
import { and, desc, eq, inArray } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../api/app-env";
import { callerOf, requireRole } from "../api/require-role";
import { parseOrThrow, readBody } from "../api/validate";
import { pageDocuments, pageVersions } from "../db/schema";
import { readEditBase } from "../edit-conflicts/edit-base";
import { clientIp } from "../http/client-ip";
import type { Services } from "../services";
import { discardDraft } from "./changes/discard-draft";
import { publishChanges } from "./changes/publish-changes";
import { noPageVersion, restoreVersion } from "./changes/restore-version";
import { saveDraft } from "./changes/save-draft";
import { schedulePublish } from "./changes/schedule-publish";
import { documentKeyOf, noPage } from "./page-rows";
import { actorsOf, toPageDocument, toPageSummary, toVersionSummary } from "./serialize";

const versionNumber = z.strictObject({
  key: z.string(),
  number: z
    .string()
    .regex(/^\d{1,9}$/, "Send a version number")
    .transform(Number),
});

/**
 * The page documents: partners read them, administrators change them. Every
 * change is a draft until published, and reaches visitors with a deploy,
 * exactly as items do.
 */
export function pageRoutes(s: Services) {
  const app = new Hono<AppEnv>();
  type Ctx = Parameters<typeof callerOf>[0];
  const editorOf = (c: Ctx) => ({ id: callerOf(c).profile.id, ip: clientIp(c) });
  const keyOf = (c: Ctx) => documentKeyOf(c.req.param("key") ?? "");

  app.get(API_PATHS.pages, requireRole("partner"), async (c) => {
    const rows = await s.db
      .select()
      .from(pageDocuments)
      .where(inArray(pageDocuments.key, [...DOCUMENT_KEYS]));
    const byKey = new Map(rows.map((r) => [r.key, r]));
    // The catalogue's order (home first, the settings last), whatever order the rows come in.
    const pages = DOCUMENT_KEYS.flatMap((key) => {
      const row = byKey.get(key);
      return row ? [toPageSummary(row)] : [];
    });
    return c.json({ pages });
  });

  app.get(API_PATHS.page(":key"), requireRole("partner"), async (c) => {
    const key = keyOf(c);
    const [row] = await s.db.select().from(pageDocuments).where(eq(pageDocuments.key, key));
    if (!row) throw noPage();
    c.header("ETag", versionTag(row.editVersion));
    return c.json({ page: await toPageDocument(s.db, row) });
  });

  app.patch(API_PATHS.page(":key"), requireRole("administrator"), async (c) => {
    const key = keyOf(c);
    const { fields, baseVersion, overwrite } = await readBody(c, pagePatchSchema);
    const row = await saveDraft(s, editorOf(c), key, fields, readEditBase(c, { baseVersion, overwrite }));
    return c.json({ page: await toPageDocument(s.db, row) });
  });

  app.post(API_PATHS.publishPageChanges(":key"), requireRole("administrator"), async (c) => {
    const key = keyOf(c);
    const row = await publishChanges(s, editorOf(c), key);
    return c.json({ page: await toPageDocument(s.db, row) });
  });

  app.post(API_PATHS.discardPageDraft(":key"), requireRole("administrator"), async (c) => {
    const key = keyOf(c);
    const row = await discardDraft(s, editorOf(c), key);
    return c.json({ page: await toPageDocument(s.db, row) });
  });

  app.post(API_PATHS.schedulePage(":key"), requireRole("administrator"), async (c) => {
    const key = keyOf(c);
    const { publishAt } = await readBody(c, pageScheduleSchema);
    const row = await schedulePublish(s, editorOf(c), key, publishAt);
    return c.json({ page: await toPageDocument(s.db, row) });
  });

  app.get(API_PATHS.pageVersions(":key"), requireRole("partner"), async (c) => {
    const key = keyOf(c);
    const rows = await s.db
      .select()
      .from(pageVersions)
      .where(eq(pageVersions.key, key))
      .orderBy(desc(pageVersions.number));
    if (rows.length === 0) throw noPage();
    const actors = await actorsOf(
      s.db,
      rows.map((r) => r.actorId),
    );
    return c.json({ versions: rows.map((r) => toVersionSummary(r, actors)) });
  });

  app.get(API_PATHS.pageVersion(":key", ":number"), requireRole("partner"), async (c) => {
    const { key: rawKey, number } = parseOrThrow(versionNumber, c.req.param());
    const key = documentKeyOf(rawKey);
    const [row] = await s.db
      .select()
      .from(pageVersions)
      .where(and(eq(pageVersions.key, key), eq(pageVersions.number, number)));
    if (!row) throw noPageVersion();
    const actors = await actorsOf(s.db, [row.actorId]);
    const version: PageVersion = { ...toVersionSummary(row, actors), fields: row.fields };
    return c.json({ version });
  });

  app.post(API_PATHS.restorePageVersion(":key", ":number"), requireRole("administrator"), async (c) => {
    const { key: rawKey, number } = parseOrThrow(versionNumber, c.req.param());
    const row = await restoreVersion(s, editorOf(c), documentKeyOf(rawKey), number);
    return c.json({ page: await toPageDocument(s.db, row) });
  });

  return app;
}
