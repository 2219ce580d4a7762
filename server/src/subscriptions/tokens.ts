import { createHash, randomBytes } from "node:crypto";

/** A 256-bit random token for a link, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Confirmation tokens are stored hashed, so a database read cannot confirm someone else's address. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
