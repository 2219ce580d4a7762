import { createHash } from "node:crypto";
import type { Env } from "../config/env";
import { existingKeyRing, keyFilePath } from "../trial-applications/key-ring";
import { ArchiveRefused } from "./archive";
import type { Manifest } from "./manifest";

/** Names an AUTH_SECRET without revealing it (the secret has 32+ random characters; 48 bits of a hash name it). */
export function authSecretFingerprint(secret: string): string {
  return createHash("sha256").update(`helixmap auth secret fingerprint v1\0${secret}`).digest("hex").slice(0, 12);
}

/** Where the secrets an archive never holds must be kept, printed by every backup. */
export function whereSecretsLive(env: Env, authSecretSource: "environment" | "database"): string[] {
  return [
    "The archive holds no secrets. Keep these apart from it (a password manager or secret store), or it cannot be read back:",
    env.DATA_ENCRYPTION_KEY
      ? "  DATA_ENCRYPTION_KEY (and any DATA_ENCRYPTION_OLD_KEYS): trial applications are sealed under it."
      : `  ${keyFilePath(env.dataDir)}: the development data key; trial applications are sealed under it.`,
    authSecretSource === "environment"
      ? "  AUTH_SECRET: two-factor enrolments are sealed with it."
      : "  AUTH_SECRET is generated and kept in this database, and left out of the archive: set AUTH_SECRET explicitly (production requires it) so two-factor enrolments can be restored.",
  ];
}

/**
 * Refuses, before anything is written, a restore whose environment cannot read what the archive holds: trial
 * applications sealed under a data key it lacks, or two-factor secrets sealed with another AUTH_SECRET.
 */
export async function checkSecrets(env: Env, manifest: Manifest): Promise<void> {
  const { dataKeyIds, authSecret, twoFactorEnrolments } = manifest.secrets;
  if (dataKeyIds.length > 0) {
    const ring = await existingKeyRing(env);
    const missing = dataKeyIds.filter((id) => !ring?.all.some((k) => k.id === id));
    if (missing.length > 0) {
      throw new ArchiveRefused(
        [
          `Wrong DATA_ENCRYPTION_KEY: the archive's trial applications are sealed under key ${missing.join(", ")}, ` +
            (ring
              ? `and this environment has key ${ring.all.map((k) => k.id).join(", ")}.`
              : "and this environment has no key."),
          "Set DATA_ENCRYPTION_KEY to the key in use when the backup was taken (or add it to DATA_ENCRYPTION_OLD_KEYS);",
          `in development, copy data-encryption.keys from the old DATA_DIR to ${keyFilePath(env.dataDir)}. Nothing was restored.`,
        ].join("\n"),
      );
    }
  }
  if (twoFactorEnrolments > 0) {
    const current = env.AUTH_SECRET ? authSecretFingerprint(env.AUTH_SECRET) : null;
    if (current !== authSecret.fingerprint) {
      throw new ArchiveRefused(
        [
          `Wrong AUTH_SECRET: the archive's ${twoFactorEnrolments} two-factor enrolment(s) are sealed with the AUTH_SECRET whose fingerprint is ${authSecret.fingerprint}, ` +
            (current ? `and this environment's is ${current}.` : "and AUTH_SECRET is not set."),
          "Set AUTH_SECRET to the value in use when the backup was taken. Nothing was restored.",
        ].join("\n"),
      );
    }
  }
}
