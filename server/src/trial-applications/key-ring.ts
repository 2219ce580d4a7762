import { hkdfSync, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Env } from "../config/env";

/**
 * One DATA_ENCRYPTION_KEY and the sub-keys derived from it (HKDF-SHA256), so
 * the cipher key, the e-mail index key and the public key id never share
 * bytes with each other or with the configured secret.
 */
export interface DataKey {
  /** 12 hex characters stored with each row, naming the key that sealed it. */
  id: string;
  cipherKey: Buffer;
  indexKey: Buffer;
  /** The configured base64 form, for writing the development key file. */
  encoded: string;
}

/** The key new rows are sealed with, and every key a stored row may still be sealed with. */
export interface KeyRing {
  current: DataKey;
  all: DataKey[];
}

const derive = (secret: Buffer, info: string, length: number) =>
  Buffer.from(hkdfSync("sha256", secret, Buffer.alloc(0), info, length));

export function dataKey(encoded: string): DataKey {
  const secret = Buffer.from(encoded, "base64");
  if (secret.length !== 32) throw new Error("a data encryption key must be 32 bytes");
  return {
    id: derive(secret, "helixmap key id v1", 6).toString("hex"),
    cipherKey: derive(secret, "helixmap field encryption v1", 32),
    indexKey: derive(secret, "helixmap email index v1", 32),
    encoded,
  };
}

export function keyRing(current: string, older: string[] = []): KeyRing {
  const all = [current, ...older].map(dataKey);
  return { current: all[0]!, all: all.filter((k, i) => all.findIndex((o) => o.id === k.id) === i) };
}

export const newEncodedKey = () => randomBytes(32).toString("base64");

/** Where development keeps its generated keys, newest first, one per line. */
export const keyFilePath = (dataDir: string) => join(dataDir, "data-encryption.keys");

async function readKeyFile(path: string): Promise<string[] | null> {
  try {
    const lines = (await readFile(path, "utf8")).split("\n").map((l) => l.trim());
    return lines.filter(Boolean);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw err;
  }
}

/** Replaces the key file in one rename, so a crash leaves either the old or the new list. */
export async function writeKeyFile(dataDir: string, keys: string[]): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const path = keyFilePath(dataDir);
  const next = `${path}.${randomBytes(4).toString("hex")}.tmp`;
  await writeFile(next, `${keys.join("\n")}\n`, { mode: 0o600 });
  await rename(next, path);
}

/**
 * DATA_ENCRYPTION_KEY (plus DATA_ENCRYPTION_OLD_KEYS during a rotation) when
 * configured; loadEnv already refused production without it. Otherwise the
 * development key file under DATA_DIR, created with a fresh key on first start.
 */
export async function resolveKeyRing(env: Env): Promise<KeyRing> {
  if (env.DATA_ENCRYPTION_KEY) return keyRing(env.DATA_ENCRYPTION_KEY, env.DATA_ENCRYPTION_OLD_KEYS);
  const path = keyFilePath(env.dataDir);
  let keys = await readKeyFile(path);
  if (!keys || keys.length === 0) {
    await mkdir(env.dataDir, { recursive: true });
    try {
      await writeFile(path, `${newEncodedKey()}\n`, { mode: 0o600, flag: "wx" });
    } catch (err) {
      // Another process starting on the same data directory wrote it first.
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
    keys = (await readKeyFile(path)) ?? [];
  }
  const [current, ...older] = keys;
  if (!current) throw new Error(`${path} holds no key`);
  return keyRing(current, older);
}

/**
 * The keys this environment would read applications with, without creating any: DATA_ENCRYPTION_KEY, or the
 * development key file under DATA_DIR when it exists; null when there is neither (a restore checks before it writes).
 */
export async function existingKeyRing(env: Env): Promise<KeyRing | null> {
  if (env.DATA_ENCRYPTION_KEY) return keyRing(env.DATA_ENCRYPTION_KEY, env.DATA_ENCRYPTION_OLD_KEYS);
  const [current, ...older] = (await readKeyFile(keyFilePath(env.dataDir))) ?? [];
  return current ? keyRing(current, older) : null;
}
