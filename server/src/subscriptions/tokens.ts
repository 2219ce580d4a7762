import { createHash, randomBytes } from "node:crypto";

/** A 256-bit random token for a link, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Confirmation and unsubscribe tokens are stored hashed, so a database read can neither confirm nor remove anyone. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
