import { S3Client } from "@aws-sdk/client-s3";

export interface S3Location {
  bucket: string;
  /** Unset for AWS itself; an S3-compatible service (MinIO, R2, a test server) is reached by its URL. */
  endpoint?: string;
  region: string;
}

/**
 * Credentials come from the standard AWS variables (or the instance's role),
 * never from our own settings. A custom endpoint gets path-style addresses
 * (`endpoint/bucket/key`): S3-compatible servers rarely resolve bucket
 * subdomains. Checksums only where S3 requires them: the SDK's default
 * (a CRC trailer on every upload, in aws-chunked encoding) is refused by many
 * S3-compatible servers, the test server among them.
 */
export function createS3Client(location: S3Location): S3Client {
  return new S3Client({
    region: location.region,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    ...(location.endpoint ? { endpoint: location.endpoint, forcePathStyle: true } : {}),
  });
}
