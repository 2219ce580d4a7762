import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AUTH_SECRET_SETTING } from "../auth/auth-secret";
import type { Env } from "../config/env";
import type { DatabaseHandle } from "../db/client";
import { currentLevel, knowsLevel, migrateToLevel } from "../db/migration-level";
import { appSettings } from "../db/schema";
import { ArchiveRefused, unpackArchive } from "./archive";
import { dropEverything, loadDatabase, tablesWithRows } from "./load-database";
import type { Manifest } from "./manifest";
import { authSecretFingerprint, checkSecrets } from "./secrets";

export interface RestoreResult {
  manifest: Manifest;
  /** Migrations applied after the archive's rows were loaded (an archive from an older version). */
  migrated: number;
}

/**
 * Restores an archive into an empty database (`force` empties a filled one first). Every check comes before the
 * database is even opened (an embedded one is created by opening it): the archive whole and its checksums, a
 * migration level this build knows, the keys its rows need.
 * Then: the schema at the archive's level, the rows, and the migrations that came after it.
 */
export async function restoreBackup(
  env: Env,
  open: () => Promise<DatabaseHandle>,
  file: string,
  options: { force: boolean },
): Promise<RestoreResult> {
  const workDir = await mkdtemp(join(tmpdir(), "helixmap-restore-"));
  try {
    const manifest = await unpackArchive(file, workDir);
    if (!(await knowsLevel(manifest.migrations))) {
      throw new ArchiveRefused(
        `The archive was made by a newer version (${manifest.product.version}, migration ${manifest.migrations.last}); restore it with that version or a later one.`,
      );
    }
    await checkSecrets(env, manifest);
    const handle = await open();
    try {
      const filled = await tablesWithRows(handle.db);
      if (filled.length > 0 && !options.force) {
        throw new ArchiveRefused(
          `The target database is not empty (rows in ${filled.join(", ")}); nothing was restored. Restore into an empty database or data directory, or add --force to replace everything in it.`,
        );
      }
      if (filled.length > 0 || options.force) await dropEverything(handle.db);
      await migrateToLevel(handle, manifest.migrations);
      await loadDatabase(handle.db, workDir, manifest);
      // A development secret kept in the old database comes back there, from the environment that proved it.
      const { source, fingerprint } = manifest.secrets.authSecret;
      if (source === "database" && env.AUTH_SECRET && authSecretFingerprint(env.AUTH_SECRET) === fingerprint) {
        await handle.db.insert(appSettings).values({ key: AUTH_SECRET_SETTING, value: env.AUTH_SECRET });
      }
      await handle.migrate();
      const now = await currentLevel();
      return { manifest, migrated: now.applied - manifest.migrations.applied };
    } finally {
      await handle.close();
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
