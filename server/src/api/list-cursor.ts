import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { ApiProblem } from "./errors";

/**
 * Where a list page ended, for keyset paging on (time desc, id desc): the
 * last row's time (updated_at for content, created_at for users and audit
 * entries), to the microsecond PostgreSQL stores (a JavaScript Date keeps
 * only milliseconds, which would skip or repeat rows written within the same
 * millisecond), and its id, which breaks ties.
 */
export interface ListPosition {
  time: string;
  id: string;
}

/** A row's position as the cursor text holds it, computed by the database at full precision. */
export function positionOf(time: AnyColumn): SQL<string> {
  return sql<string>`to_char(${time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** Rows after `position` in (time desc, id desc) order; `idType` is the id column's SQL type. */
export function after(time: AnyColumn, id: AnyColumn, position: ListPosition, idType: "uuid" | "text"): SQL {
  return sql`(${time}, ${id}) < (${position.time}::timestamptz, ${position.id}::${sql.raw(idType)})`;
}

const MICROSECOND_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** A real instant after 1970: "2026-02-30" or "9999-99-99" would make the database throw, so they stop here. */
function isRealInstant(text: string): boolean {
  const millis = `${text.slice(0, 23)}Z`;
  const time = Date.parse(millis);
  return time >= 0 && new Date(time).toISOString() === millis;
}

const timeSchema = z.string().regex(MICROSECOND_UTC).refine(isRealInstant);
/** Ids of better-auth's tables are text; anything else would never match a row, but must not reach SQL unchecked. */
const TEXT_ID = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** Base64url of a small JSON array: opaque to clients, who only hand it back. */
export function encodeCursor(position: ListPosition): string {
  return Buffer.from(JSON.stringify([position.time, position.id])).toString("base64url");
}

/** The position a cursor names; a cursor that is not one, or whose id is not of `idType`, is a 400. */
export function decodeCursor(cursor: string, idType: "uuid" | "text" = "uuid"): ListPosition {
  const positionSchema = z.tuple([timeSchema, idType === "uuid" ? z.uuid() : TEXT_ID]);
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    value = undefined;
  }
  const parsed = positionSchema.safeParse(value);
  if (!parsed.success) {
    throw new ApiProblem(400, "VALIDATION_FAILED", "Some fields are not valid", { cursor: "Not a valid cursor" });
  }
  const [time, id] = parsed.data;
  return { time, id };
}

/** A page of rows fetched with one extra row: the page, and the next page's cursor (null when it is the last). */
export function toPage<Row extends { position: string; id: string }>(
  rows: Row[],
  limit: number,
): { page: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    page,
    nextCursor: rows.length > limit && last ? encodeCursor({ time: last.position, id: last.id }) : null,
  };
}
