import {
  type ContentVersionSummary,
  idParamSchema,
  versionListQuerySchema,
  versionParamSchema,
} from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { and, desc, eq, lt, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../api/app-env";
import { ApiProblem } from "../api/errors";
import { callerOf, requireRole } from "../api/require-role";
import { parseOrThrow } from "../api/validate";
import { contentSections, contentVersions, userProfiles } from "../db/schema";
import { clientIp } from "../http/client-ip";
import type { Services } from "../services";
import { noItem } from "./changes/item-write";
import { noVersion, restoreVersion } from "./changes/restore-version";
import { toContentItem } from "./serialize";

const v = contentVersions;

/** The history's cursor is the number of the last version shown: the next page holds the lower ones. */
function decodeVersionCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  if (!/^[1-9]\d{0,8}$/.test(cursor)) {
    throw new ApiProblem(400, "VALIDATION_FAILED", "Some fields are not valid", { cursor: "Not a valid cursor" });
  }
  return Number(cursor);
}

const summaryColumns = {
  number: v.number,
  kind: v.kind,
  restoredFrom: v.restoredFrom,
  // The title as edited: a published item's draft title when it has one.
  title: sql<string>`coalesce(${v.item}->'draft'->>'title', ${v.item}->>'title')`,
  createdAt: v.createdAt,
  email: userProfiles.email,
  fullName: userProfiles.fullName,
};

interface SummaryRow {
  number: number;
  kind: ContentVersionSummary["kind"];
  restoredFrom: number | null;
  title: string;
  createdAt: Date;
  email: string | null;
  fullName: string | null;
}

function toSummary(row: SummaryRow): ContentVersionSummary {
  return {
    number: row.number,
    kind: row.kind,
    restoredFrom: row.restoredFrom,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    actor: row.email ? { email: row.email, fullName: row.fullName } : null,
  };
}

/**
 * An item's history (administrators only: a version may hold what a partner
 * may not see, such as an earlier visibility or a draft's text).
 */
export function versionRoutes(s: Services) {
  const app = new Hono<AppEnv>();

  async function requireItem(id: string) {
    const [item] = await s.db
      .select({ id: contentSections.id })
      .from(contentSections)
      .where(eq(contentSections.id, id));
    if (!item) throw noItem();
  }

  app.get(API_PATHS.contentVersions(":id"), requireRole("administrator"), async (c) => {
    const { id } = parseOrThrow(idParamSchema, c.req.param());
    const { limit, cursor } = parseOrThrow(versionListQuerySchema, c.req.query());
    const before = decodeVersionCursor(cursor);
    await requireItem(id);
    const rows: SummaryRow[] = await s.db
      .select(summaryColumns)
      .from(v)
      .leftJoin(userProfiles, eq(v.actorId, userProfiles.id))
      .where(and(eq(v.contentId, id), before === undefined ? undefined : lt(v.number, before)))
      .orderBy(desc(v.number))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return c.json({
      versions: page.map(toSummary),
      nextCursor: rows.length > limit && last ? String(last.number) : null,
    });
  });

  app.get(API_PATHS.contentVersion(":id", ":number"), requireRole("administrator"), async (c) => {
    const { id, number } = parseOrThrow(versionParamSchema, c.req.param());
    await requireItem(id);
    const [row] = await s.db
      .select({ ...summaryColumns, item: v.item })
      .from(v)
      .leftJoin(userProfiles, eq(v.actorId, userProfiles.id))
      .where(and(eq(v.contentId, id), eq(v.number, number)));
    if (!row) throw noVersion();
    return c.json({ version: { ...toSummary(row), item: row.item } });
  });

  app.post(API_PATHS.restoreContentVersion(":id", ":number"), requireRole("administrator"), async (c) => {
    const { profile } = callerOf(c);
    const { id, number } = parseOrThrow(versionParamSchema, c.req.param());
    const row = await restoreVersion(s, { id: profile.id, ip: clientIp(c) }, id, number);
    return c.json({ item: toContentItem(row) });
  });

  return app;
}
