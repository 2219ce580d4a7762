import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import type { S3Location } from "../object-storage/s3-client.js";

export interface TestS3Server {
  endpoint: string;
  region: string;
  /** A bucket made for the caller, empty. */
  bucket(name?: string): Promise<S3Location>;
  stop(): Promise<void>;
}

const accessKeyId = "S3RVER";
const secretAccessKey = "S3RVER";

/**
 * A real S3-protocol server (s3rver) on a free loopback port, its objects in a
 * temporary directory. It accepts the fixed credentials below, which the
 * caller's AWS SDK clients read from the standard environment variables this
 * sets. Paged listings need Node's legacy OpenSSL provider on Node 20 (s3rver
 * signs continuation tokens with a cipher Node 20 no longer enables by
 * default); the vitest config starts the server and reliability workers with it.
 */
export async function startTestS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), "helixmap-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory });
  const address = (await server.run()) as AddressInfo;
  process.env.AWS_ACCESS_KEY_ID = accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = secretAccessKey;
  const endpoint = `http://127.0.0.1:${address.port}`;
  const region = "us-east-1";
  let made = 0;
  return {
    endpoint,
    region,
    async bucket(name) {
      const bucket = name ?? `test-${process.pid}-${++made}`;
      const { CreateBucketCommand } = await import("@aws-sdk/client-s3");
      const { createS3Client } = await import("../object-storage/s3-client.js");
      await createS3Client({ bucket, endpoint, region }).send(new CreateBucketCommand({ Bucket: bucket }));
      return { bucket, endpoint, region };
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
