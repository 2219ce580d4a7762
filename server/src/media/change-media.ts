import type { MediaPatch } from "@helixmap/common/media/media-api";
import { and, eq, ne } from "drizzle-orm";
import { ApiProblem } from "../api/errors";
import { writeAudit } from "../audit/write-audit";
import { foldersHolding } from "../data-room/folders";
import type { Transaction } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { mediaAssets } from "../db/schema";
import type { MediaAssetRow } from "./asset-row";
import { mediaProblems } from "./media-problems";
import { noteInHistory } from "./note-in-history";
import { prepareUpload } from "./prepare-upload";
import { putFiles, sha256Of } from "./put-files";
import { auditedValues, type MediaActor, type MediaLibrary } from "./store-media";
import { describeUsers, usersOf } from "./used-by";

const notFound = () => new ApiProblem(404, "NOT_FOUND", "No media asset with this id");

async function lockedAsset(tx: Transaction, id: string): Promise<MediaAssetRow> {
  const [row] = await tx.select().from(mediaAssets).where(eq(mediaAssets.id, id)).for("update");
  if (!row) throw notFound();
  return row;
}

/**
 * Alt text, caption, focal point, decorative, visibility: audited as
 * `media_updated`. A PDF in the data room stays partner or admin (409
 * MEDIA_IN_DATA_ROOM naming its folders): public, it could be put into public
 * content and the deploy would publish the original, without any stamp.
 */
export async function updateAsset(
  library: MediaLibrary,
  id: string,
  patch: MediaPatch,
  actor: MediaActor,
): Promise<MediaAssetRow> {
  return library.db.transaction(async (tx) => {
    const before = await lockedAsset(tx, id);
    if (patch.focalPoint && before.kind !== "image") {
      throw new ApiProblem(400, "VALIDATION_FAILED", "Some fields are not valid", {
        focalPoint: "Only an image has a focal point",
      });
    }
    if (patch.visibility === "public" && before.visibility !== "public") {
      const folders = await foldersHolding(tx, id);
      if (folders.length > 0) {
        throw new ApiProblem(
          409,
          "MEDIA_IN_DATA_ROOM",
          `"${before.filename}" is in the data room (${folders.map((f) => `folder "${f}"`).join(", ")}); take it out of the data room before making it public`,
        );
      }
    }
    const [after] = await tx
      .update(mediaAssets)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(mediaAssets.id, id))
      .returning();
    await writeAudit(tx, {
      userId: actor.userId,
      action: "media_updated",
      resourceType: "media_asset",
      resourceId: id,
      oldValues: auditedValues(before),
      newValues: auditedValues(after!),
      ip: actor.ip,
    });
    return after!;
  });
}

/**
 * A new file for the asset, keeping its id, alt text, caption and
 * visibility (so every reference now shows the new file): audited as
 * `media_replaced`, and noted in the history of every item and page that
 * refers to it. An image is replaced by an image, a PDF by a PDF.
 */
export async function replaceFile(
  library: MediaLibrary,
  id: string,
  upload: { filename: string; bytes: Uint8Array },
  actor: MediaActor,
): Promise<MediaAssetRow> {
  if (upload.bytes.byteLength > library.maxBytes) throw mediaProblems.tooLarge(upload.filename, library.maxBytes);
  const [current] = await library.db.select().from(mediaAssets).where(eq(mediaAssets.id, id));
  if (!current) throw notFound();
  const sha256 = sha256Of(upload.bytes);
  if (sha256 === current.sha256) return current;
  const prepared = await prepareUpload(upload.bytes, upload.filename);
  if (prepared.kind !== current.kind) {
    throw new ApiProblem(
      415,
      "MEDIA_UNSUPPORTED_TYPE",
      `"${upload.filename}" is ${prepared.kind === "image" ? "an image" : "a PDF"}; replace ${current.kind === "image" ? "an image with an image" : "a PDF with a PDF"}`,
    );
  }
  const files = await putFiles(library.storage, prepared.files);
  const stored = files.find((f) => f.name === "file");
  try {
    return await library.db.transaction(async (tx) => {
      const before = await lockedAsset(tx, id);
      const [after] = await tx
        .update(mediaAssets)
        .set({
          filename: prepared.filename,
          mimeType: prepared.mimeType,
          bytes: stored?.bytes ?? upload.bytes.byteLength,
          sha256,
          width: prepared.width,
          height: prepared.height,
          pages: prepared.pages,
          text: prepared.text,
          files,
          updatedAt: new Date(),
        })
        .where(eq(mediaAssets.id, id))
        .returning();
      await writeAudit(tx, {
        userId: actor.userId,
        action: "media_replaced",
        resourceType: "media_asset",
        resourceId: id,
        oldValues: auditedValues(before),
        newValues: auditedValues(after!),
        ip: actor.ip,
      });
      await noteInHistory(tx, await usersOf(tx, id), actor.userId);
      return after!;
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const [other] = await library.db
      .select({ id: mediaAssets.id, filename: mediaAssets.filename })
      .from(mediaAssets)
      .where(and(eq(mediaAssets.sha256, sha256), ne(mediaAssets.id, id)));
    throw new ApiProblem(
      409,
      "CONFLICT",
      `"${upload.filename}" is already in the library as "${other?.filename ?? "another asset"}"; use that asset instead`,
    );
  }
}

/** Deletes an asset nothing refers to; while items or pages refer to it, 409 MEDIA_IN_USE naming them. */
export async function deleteAsset(library: MediaLibrary, id: string, actor: MediaActor): Promise<void> {
  await library.db.transaction(async (tx) => {
    const before = await lockedAsset(tx, id);
    const users = await usersOf(tx, id);
    if (users.length > 0) {
      throw new ApiProblem(
        409,
        "MEDIA_IN_USE",
        `"${before.filename}" is used by ${describeUsers(users)}; remove it there before deleting it`,
      );
    }
    await tx.delete(mediaAssets).where(eq(mediaAssets.id, id));
    await writeAudit(tx, {
      userId: actor.userId,
      action: "media_deleted",
      resourceType: "media_asset",
      resourceId: id,
      oldValues: auditedValues(before),
      ip: actor.ip,
    });
  });
}
