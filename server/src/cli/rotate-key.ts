/**
 * `npm run applications:rotate-key`: re-encrypts every trial application
 * under the current data encryption key (see server/src/trial-applications/rotate-key.ts
 * and the README). On the embedded database, stop the server first.
 */

import { loadEnv } from "../config/env";
import { openDatabase } from "../db/client";
import { keyFilePath, rotateKey } from "../trial-applications/rotate-key";
import { runCommand } from "./run-command";

async function main(): Promise<undefined> {
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  try {
    const { keyId, resealed, keySource } = await rotateKey(env, database.db);
    console.log(`\n  ${resealed} application${resealed === 1 ? "" : "s"} re-encrypted under key ${keyId}.`);
    if (keySource === "file") {
      console.log(`  The new key replaced the old one in ${keyFilePath(env.dataDir)}.\n`);
    } else {
      console.log("  Every row now uses DATA_ENCRYPTION_KEY; remove DATA_ENCRYPTION_OLD_KEYS and restart.\n");
    }
  } finally {
    await database.close();
  }
}

await runCommand({ name: "Key rotation" }, main);
