/**
 * The Trash (`/api/trash`): deleted items wait here for TRASH_RETENTION_DAYS,
 * restorable with their versions, before they are purged
 * (docs/decisions/017-trash.md).
 */
import { z } from "zod";
import { type Actor, type ContentType, listCursor, pageLimit } from "../api";
import { LIST_PAGE_SIZE_DEFAULT } from "../constants";

/** One deleted item as the Trash lists it. */
export interface TrashedItem {
  id: string;
  title: string;
  slug: string;
  contentType: ContentType;
  /** Whether it was on the site when it was deleted (it left with the next deploy). */
  wasPublished: boolean;
  deletedAt: string;
  deletedBy: Actor | null;
  /** When the retention sweep deletes it for good. */
  purgeAt: string;
  /** How many versions come back with it. */
  versions: number;
}

/** `GET /api/trash`: newest deletion first. */
export interface TrashListResponse {
  items: TrashedItem[];
  nextCursor: string | null;
}

export const trashListQuerySchema = z.strictObject({
  limit: pageLimit(LIST_PAGE_SIZE_DEFAULT),
  cursor: listCursor,
});

/**
 * `POST /api/trash/:id/restore`: nothing, or `{slug}` to bring the item back
 * under another address when its own was taken while it was in the Trash.
 */
export const trashRestoreSchema = z.strictObject({ slug: z.string().trim().min(1).optional() });
