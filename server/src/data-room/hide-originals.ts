import { eq } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../api/app-env";
import { apiError } from "../api/errors";
import { dataRoomDocuments } from "../db/schema";
import type { Services } from "../services";

const ASSET_PATH = /^\/api\/media\/([0-9a-f-]{36})(?:\/|$)/i;

/**
 * A PDF in the data room reaches partners only stamped, through the data
 * room. The media library serves partner-visible assets to every partner,
 * so its per-asset routes answer 404 for a data-room asset to anyone but an
 * administrator (like an asset that does not exist).
 */
export function hideDataRoomOriginals(s: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const match = ASSET_PATH.exec(c.req.path);
    const caller = c.get("caller");
    if (!match || c.req.method !== "GET" || !caller || caller.profile.role === "administrator") return next();
    const [inRoom] = await s.db
      .select({ id: dataRoomDocuments.id })
      .from(dataRoomDocuments)
      .where(eq(dataRoomDocuments.assetId, match[1]!.toLowerCase()))
      .limit(1);
    if (inRoom) return apiError(c, 404, "NOT_FOUND", "No media asset with this id");
    return next();
  };
}
