/**
 * The Trash (`/api/trash`): deleted items wait here for TRASH_RETENTION_DAYS,
 * restorable with their versions, before they are purged
 * (docs/decisions/017-trash.md).
 */
import { z } from "zod";
import type { Actor, ContentType } from "../api";
import { LIST_PAGE_SIZE_DEFAULT, LIST_PAGE_SIZE_MAX } from "../constants";

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

const pageSizeMessage = `Send a whole number from 1 to ${LIST_PAGE_SIZE_MAX}`;

export const trashListQuerySchema = z.strictObject({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, pageSizeMessage)
    .transform(Number)
    .pipe(z.number().min(1, pageSizeMessage).max(LIST_PAGE_SIZE_MAX, pageSizeMessage))
    .default(LIST_PAGE_SIZE_DEFAULT),
  cursor: z.string().min(1).max(200).optional(),
});

/**
 * `POST /api/trash/:id/restore`: nothing, or `{slug}` to bring the item back
 * under another address when its own was taken while it was in the Trash.
 */
export const trashRestoreSchema = z.strictObject({ slug: z.string().trim().min(1).optional() });
