import { idParamSchema } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import {
  type MediaAssetDetailResponse,
  type MediaAssetResponse,
  mediaListQuerySchema,
  mediaPatchSchema,
  mediaReplaceFieldsSchema,
  mediaUploadFieldsSchema,
} from "@helixmap/common/media/media-api";
import { and, eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../api/app-env";
import { ApiProblem } from "../api/errors";
import { callerOf, requireRole } from "../api/require-role";
import { parseOrThrow, readBody } from "../api/validate";
import { mediaAssets } from "../db/schema";
import { clientIp } from "../http/client-ip";
import type { Services } from "../services";
import type { MediaAssetRow } from "./asset-row";
import { deleteAsset, replaceFile, updateAsset } from "./change-media";
import { listMediaPage, mediaVisibleTo } from "./media-list";
import { fileNamed } from "./put-files";
import { readUpload } from "./read-upload";
import { toMediaAsset } from "./serialize";
import { storeBytes } from "./store-media";
import { usersOf } from "./used-by";

/** The names `GET /api/media/:id/variants/:name` serves: `w640.avif`, `w640.webp`, `fallback`. */
const VARIANT_NAME = /^(w\d{2,4}\.(avif|webp)|fallback)$/;

/**
 * The staff media API (docs/staff-api.md#media): administrators upload,
 * change, replace and delete; partners read the assets whose visibility
 * allows them (public and partner), and an asset they may not see is a 404
 * like one that does not exist.
 */
export function mediaRoutes(s: Services) {
  const app = new Hono<AppEnv>();
  const actorOf = (c: Context<AppEnv>) => ({ userId: callerOf(c).profile.id, ip: clientIp(c) });

  async function visibleAsset(c: Context<AppEnv>): Promise<MediaAssetRow> {
    const { id } = parseOrThrow(idParamSchema, { id: c.req.param("id") });
    const [row] = await s.db
      .select()
      .from(mediaAssets)
      .where(and(eq(mediaAssets.id, id), mediaVisibleTo(s.db, callerOf(c).profile.role)));
    if (!row) throw new ApiProblem(404, "NOT_FOUND", "No media asset with this id");
    return row;
  }

  async function sendStored(c: Context<AppEnv>, row: MediaAssetRow, name: string, download?: string) {
    const file = fileNamed(row.files, name);
    if (!file) throw new ApiProblem(404, "NOT_FOUND", `This asset has no ${name}`);
    const etag = `"${file.sha256}"`;
    const headers: Record<string, string> = {
      "Content-Type": file.mimeType,
      "Cache-Control": "private, no-cache",
      ETag: etag,
    };
    if (download) headers["Content-Disposition"] = `inline; filename="${download}"`;
    if (c.req.header("if-none-match") === etag) return c.body(null, 304, headers);
    const bytes = await s.media.storage.get(file.key);
    if (!bytes) throw new ApiProblem(404, "NOT_FOUND", "The stored file is missing");
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, headers);
  }

  /**
   * A changed asset that content refers to changes what the site shows (or, made private, would refuse the
   * next deploy, which then says why): with auto-deploy on, it deploys as an edit of a page does.
   */
  async function republishIfShown(c: Context<AppEnv>, row: MediaAssetRow) {
    if ((await usersOf(s.db, row.id)).length > 0) {
      await s.publishing.pagesChanged(callerOf(c).profile.id, { scheduled: false });
    }
  }

  app.post(API_PATHS.media, requireRole("administrator"), async (c) => {
    const upload = await readUpload(c, s.media.maxBytes);
    const fields = parseOrThrow(mediaUploadFieldsSchema, upload.fields);
    const { asset, created } = await storeBytes(s.media, {
      filename: upload.filename,
      bytes: upload.bytes,
      alt: fields.alt,
      visibility: fields.visibility,
      actor: actorOf(c),
    });
    const body: MediaAssetResponse = { asset: toMediaAsset(asset) };
    return c.json(body, created ? 201 : 200);
  });

  app.get(API_PATHS.media, requireRole("partner"), async (c) => {
    const query = parseOrThrow(mediaListQuerySchema, c.req.query());
    return c.json(await listMediaPage(s.db, callerOf(c).profile.role, query));
  });

  app.get(API_PATHS.mediaAsset(":id"), requireRole("partner"), async (c) => {
    const row = await visibleAsset(c);
    const body: MediaAssetDetailResponse = { asset: toMediaAsset(row), usedBy: await usersOf(s.db, row.id) };
    return c.json(body);
  });

  app.patch(API_PATHS.mediaAsset(":id"), requireRole("administrator"), async (c) => {
    const { id } = parseOrThrow(idParamSchema, c.req.param());
    const patch = await readBody(c, mediaPatchSchema);
    const row = await updateAsset(s.media, id, patch, actorOf(c));
    await republishIfShown(c, row);
    const body: MediaAssetResponse = { asset: toMediaAsset(row) };
    return c.json(body);
  });

  app.put(API_PATHS.mediaFile(":id"), requireRole("administrator"), async (c) => {
    const { id } = parseOrThrow(idParamSchema, c.req.param());
    const upload = await readUpload(c, s.media.maxBytes);
    parseOrThrow(mediaReplaceFieldsSchema, upload.fields);
    const row = await replaceFile(s.media, id, upload, actorOf(c));
    await republishIfShown(c, row);
    const body: MediaAssetResponse = { asset: toMediaAsset(row) };
    return c.json(body);
  });

  app.delete(API_PATHS.mediaAsset(":id"), requireRole("administrator"), async (c) => {
    const { id } = parseOrThrow(idParamSchema, c.req.param());
    await deleteAsset(s.media, id, actorOf(c));
    return c.body(null, 204);
  });

  app.get(API_PATHS.mediaFile(":id"), requireRole("partner"), async (c) => {
    const row = await visibleAsset(c);
    return sendStored(c, row, "file", row.filename);
  });

  app.get(API_PATHS.mediaThumbnail(":id"), requireRole("partner"), async (c) => {
    return sendStored(c, await visibleAsset(c), "thumbnail");
  });

  app.get(API_PATHS.mediaVariant(":id", ":name"), requireRole("partner"), async (c) => {
    const name = c.req.param("name") ?? "";
    if (!VARIANT_NAME.test(name)) throw new ApiProblem(404, "NOT_FOUND", "No such variant");
    return sendStored(c, await visibleAsset(c), name);
  });

  return app;
}

/** The two routes that take a file: they read their own body, up to MEDIA_MAX_BYTES, as it streams. */
export function isMediaUpload(method: string, path: string): boolean {
  if (method === "POST") return path === API_PATHS.media;
  return method === "PUT" && /^\/api\/media\/[^/]+\/file$/.test(path);
}
