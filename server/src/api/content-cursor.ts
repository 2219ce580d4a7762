import { z } from "zod";
import { ApiProblem } from "./errors";

/**
 * Where a content list page ended: the last item's updated_at, to the
 * microsecond PostgreSQL stores (a JavaScript Date keeps only milliseconds,
 * which would skip or repeat items updated within the same millisecond), and
 * its id, which breaks ties.
 */
export interface ListPosition {
  updatedAt: string;
  id: string;
}

const MICROSECOND_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** A real instant after 1970: "2026-02-30" or "9999-99-99" would make the database throw, so they stop here. */
function isRealInstant(text: string): boolean {
  const millis = `${text.slice(0, 23)}Z`;
  const time = Date.parse(millis);
  return time >= 0 && new Date(time).toISOString() === millis;
}

const positionSchema = z.tuple([z.string().regex(MICROSECOND_UTC).refine(isRealInstant), z.uuid()]);

/** Base64url of a small JSON array: opaque to clients, who only hand it back. */
export function encodeCursor(position: ListPosition): string {
  return Buffer.from(JSON.stringify([position.updatedAt, position.id])).toString("base64url");
}

export function decodeCursor(cursor: string): ListPosition {
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
  const [updatedAt, id] = parsed.data;
  return { updatedAt, id };
}
