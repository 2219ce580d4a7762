import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import type { DataKey, KeyRing } from "./key-ring";

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM for one field: `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url).
 * The associated data names the row and the field, so a sealed value copied
 * into another row or column fails to open instead of showing the wrong data.
 */
export function seal(key: DataKey, plaintext: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key.cipherKey, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [
    VERSION,
    key.id,
    iv.toString("base64url"),
    cipher.getAuthTag().toString("base64url"),
    body.toString("base64url"),
  ].join(".");
}

export class SealedFieldError extends Error {}

/** The key id a sealed value names (rows carry it too; this is for checks). */
export function sealedKeyId(sealed: string): string | undefined {
  return sealed.split(".")[1];
}

export function open(ring: KeyRing, sealed: string, context: string): string {
  const [version, keyId, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !keyId || iv === undefined || tag === undefined || body === undefined) {
    throw new SealedFieldError("not a sealed field");
  }
  const key = ring.all.find((k) => k.id === keyId);
  // The message names the key id only: it is public, and tells an operator which key to restore.
  if (!key) throw new SealedFieldError(`sealed with key ${keyId}, which is not configured`);
  try {
    const decipher = createDecipheriv("aes-256-gcm", key.cipherKey, Buffer.from(iv, "base64url"), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    throw new SealedFieldError(`a field sealed with key ${keyId} failed authentication`);
  }
}

/**
 * The blind index of an e-mail address: HMAC-SHA256 under a key derived from
 * the data key. Equal addresses give equal indexes (search, duplicates);
 * without the key the index cannot be checked against a guessed address.
 */
export function emailIndex(key: DataKey, email: string): string {
  return createHmac("sha256", key.indexKey).update(email.trim().toLowerCase()).digest("base64url");
}
