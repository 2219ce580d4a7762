import { mkdtemp, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import { resolveAuthSecret } from "../auth/auth-secret";
import type { Env } from "../config/env";
import type { DatabaseHandle } from "../db/client";
import { productVersion } from "../product-version";
import { describeMember, packArchive } from "./archive";
import { dumpDatabase } from "./dump-database";
import { ARCHIVE_FORMAT, type Manifest } from "./manifest";
import { authSecretFingerprint } from "./secrets";

export interface BackupResult {
  file: string;
  manifest: Manifest;
}

/**
 * Writes one archive: the database from one snapshot, and the manifest naming the product version, the
 * migration level, the time and every member's SHA-256. More kinds of member (media files, say) are more entries
 * in `members`, each checked the same way on restore. The server keeps serving and writing throughout.
 */
export async function createBackup(
  env: Env,
  handle: Pick<DatabaseHandle, "db" | "kind">,
  file: string,
): Promise<BackupResult> {
  // The work folder sits beside the archive, so the final rename never crosses file systems.
  const workDir = await mkdtemp(join(dirname(file), ".helixmap-backup-"));
  try {
    const authSecret = await resolveAuthSecret(handle.db, env.AUTH_SECRET);
    const createdAt = new Date().toISOString();
    const dump = await dumpDatabase(handle.db, workDir);
    const members = [];
    for (const table of Object.values(dump.tables)) members.push(await describeMember(workDir, table.member));
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      product: { name: "helixmap", version: productVersion() },
      createdAt,
      migrations: dump.level,
      database: { engine: handle.kind, tables: dump.tables },
      secrets: {
        dataKeyIds: dump.dataKeyIds,
        authSecret: {
          source: env.AUTH_SECRET ? "environment" : "database",
          fingerprint: authSecretFingerprint(authSecret),
        },
        twoFactorEnrolments: dump.twoFactorEnrolments,
      },
      members,
    };
    await packArchive(workDir, manifest, file);
    return { file, manifest };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
