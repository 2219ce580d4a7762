import { asc, eq, ne } from "drizzle-orm";
import type { Env } from "../config/env";
import type { Database } from "../db/client";
import { trialApplications } from "../db/schema";
import { emailIndex } from "./field-cipher";
import { type KeyRing, keyFilePath, keyRing, newEncodedKey, resolveKeyRing, writeKeyFile } from "./key-ring";
import { openFields, sealFields } from "./sealed-record";

const BATCH = 100;

/**
 * Seals every application not yet under the ring's current key again under
 * it (and recomputes its e-mail index), a batch per transaction. A row whose
 * key is missing from the ring stops the run with that key's id; the rows
 * done so far stay done, and a second run continues.
 */
export async function resealApplications(db: Database, ring: KeyRing): Promise<number> {
  const current = ring.current;
  let resealed = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(trialApplications)
        .where(ne(trialApplications.keyId, current.id))
        .orderBy(asc(trialApplications.id))
        .limit(BATCH)
        .for("update");
      for (const row of rows) {
        const fields = openFields(ring, row);
        await tx
          .update(trialApplications)
          .set({
            keyId: current.id,
            emailIndex: emailIndex(current, fields.email),
            ...sealFields(current, row.id, fields),
          })
          .where(eq(trialApplications.id, row.id));
      }
      return rows.length;
    });
    resealed += done;
    if (done < BATCH) return resealed;
  }
}

export interface Rotation {
  keyId: string;
  resealed: number;
  /** Where the new key lives: the development key file, or the operator's configuration. */
  keySource: "file" | "configuration";
}

/**
 * `npm run applications:rotate-key`. With DATA_ENCRYPTION_KEY configured the
 * operator has already made the new key current and listed the old one in
 * DATA_ENCRYPTION_OLD_KEYS; this re-seals every row under the new key. In
 * development it makes the new key itself: written first beside the old one,
 * so an interrupted run loses nothing, and alone once every row is re-sealed.
 */
export async function rotateKey(env: Env, db: Database): Promise<Rotation> {
  if (env.DATA_ENCRYPTION_KEY) {
    const ring = keyRing(env.DATA_ENCRYPTION_KEY, env.DATA_ENCRYPTION_OLD_KEYS);
    return { keyId: ring.current.id, resealed: await resealApplications(db, ring), keySource: "configuration" };
  }
  const old = await resolveKeyRing(env);
  const fresh = newEncodedKey();
  const encoded = [fresh, ...old.all.map((k) => k.encoded)];
  await writeKeyFile(env.dataDir, encoded);
  const ring = keyRing(fresh, encoded.slice(1));
  const resealed = await resealApplications(db, ring);
  await writeKeyFile(env.dataDir, [fresh]);
  return { keyId: ring.current.id, resealed, keySource: "file" };
}

export { keyFilePath };
