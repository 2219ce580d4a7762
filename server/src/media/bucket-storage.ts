import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
} from "@aws-sdk/client-s3";
import { createS3Client, type S3Location } from "../object-storage/s3-client";
import { assertMediaKey, type MediaStorage } from "./media-storage";

/** Objects live under this prefix, so the bucket may hold other things. */
const PREFIX = "media/";

/** Objects in an S3 bucket (MEDIA_S3_BUCKET), through the one S3 client factory. */
export function bucketStorage(location: S3Location): MediaStorage {
  const client = createS3Client(location);
  const Bucket = location.bucket;
  const keyOf = (key: string) => {
    assertMediaKey(key);
    return `${PREFIX}${key}`;
  };
  return {
    location: `s3://${Bucket}/${PREFIX}`,
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(key), Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        return answer.Body ? await answer.Body.transformToByteArray() : null;
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === "NoSuchKey") return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
    async *keys() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: PREFIX, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key) yield object.Key.slice(PREFIX.length);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
