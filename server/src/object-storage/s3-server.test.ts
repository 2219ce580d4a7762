import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startTestS3Server, type TestS3Server } from "../test/s3-server.js";
import { createS3Client } from "./s3-client.js";

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startTestS3Server();
});
afterAll(async () => {
  await s3.stop();
});

test("the test S3 server stores objects and lists them a page at a time", async () => {
  const location = await s3.bucket();
  const client = createS3Client(location);
  for (const key of ["a.txt", "b.txt", "c.txt"]) {
    await client.send(new PutObjectCommand({ Bucket: location.bucket, Key: key, Body: `body of ${key}` }));
  }
  const first = await client.send(new ListObjectsV2Command({ Bucket: location.bucket, MaxKeys: 2 }));
  expect(first.Contents?.map((o) => o.Key)).toEqual(["a.txt", "b.txt"]);
  const second = await client.send(
    new ListObjectsV2Command({ Bucket: location.bucket, MaxKeys: 2, ContinuationToken: first.NextContinuationToken }),
  );
  expect(second.Contents?.map((o) => o.Key)).toEqual(["c.txt"]);
  const got = await client.send(new GetObjectCommand({ Bucket: location.bucket, Key: "b.txt" }));
  expect(await got.Body?.transformToString()).toBe("body of b.txt");
});
