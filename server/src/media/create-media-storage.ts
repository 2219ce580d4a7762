import { join } from "node:path";
import type { Env } from "../config/env";
import { bucketStorage } from "./bucket-storage";
import { folderStorage } from "./folder-storage";
import type { MediaStorage } from "./media-storage";

/** An S3 bucket when MEDIA_S3_BUCKET is set, otherwise DATA_DIR/media/. */
export function createMediaStorage(
  env: Pick<Env, "dataDir" | "MEDIA_S3_BUCKET" | "MEDIA_S3_ENDPOINT" | "MEDIA_S3_REGION">,
): MediaStorage {
  if (env.MEDIA_S3_BUCKET) {
    return bucketStorage({ bucket: env.MEDIA_S3_BUCKET, endpoint: env.MEDIA_S3_ENDPOINT, region: env.MEDIA_S3_REGION });
  }
  return folderStorage(join(env.dataDir, "media"));
}
