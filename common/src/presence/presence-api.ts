/**
 * Presence (`/api/content/:id/presence`, `/api/pages/:key/presence`): who
 * else has an item or page open for editing. The form POSTs a heartbeat every
 * PRESENCE_HEARTBEAT_MS and DELETEs on leaving; a heartbeat older than
 * PRESENCE_EXPIRES_MS no longer counts (a crashed tab's notice goes by itself).
 */
import type { Actor } from "../api";

export interface PresentEditor {
  user: Actor;
  /** When they opened it (this stay, not an earlier one that expired). */
  since: string;
  /** Their latest heartbeat. */
  seenAt: string;
}

/** Everyone but the caller with the item or page open, earliest first. */
export interface PresenceResponse {
  editors: PresentEditor[];
}
