import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import type { BackupStatus } from "@helixmap/common/api";
import { eq, sql } from "drizzle-orm";
import type { DatabaseHandle, Executor } from "../db/client";
import { appSettings } from "../db/schema";
import type { Services } from "../services";
import { createBackup } from "./create-backup";

/** app_settings rows: the time the last scheduled backup was claimed, and how it ended. */
const CLAIM_SETTING = "scheduled_backup.claimed_at";
const RESULT_SETTING = "scheduled_backup.result";
/** How often an instance looks whether a backup is due (at most; a shorter interval checks as often). */
const CHECK_MS = 60_000;
const ARCHIVE_NAME = /^helixmap-backup-[0-9TZ-]+\.tar\.gz$/;

interface StoredResult {
  at: string;
  ok: boolean;
  message: string;
  lastSuccessAt: string | null;
}

async function readResult(db: Executor): Promise<StoredResult | null> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, RESULT_SETTING));
  return row ? (JSON.parse(row.value) as StoredResult) : null;
}

/** For the Deployment tab: the schedule and the last result, whichever instance took it. */
export async function backupStatus(s: Pick<Services, "db" | "env">): Promise<BackupStatus> {
  const result = await readResult(s.db);
  return {
    scheduled: Boolean(s.env.BACKUP_DIR),
    intervalHours: s.env.BACKUP_INTERVAL_HOURS,
    keep: s.env.BACKUP_KEEP,
    last: result ? { at: result.at, ok: result.ok, message: result.message } : null,
    lastSuccessAt: result?.lastSuccessAt ?? null,
  };
}

/**
 * Claims the next backup when one is due: one statement, so of several instances on one database exactly one
 * wins each interval.
 */
async function claimDue(db: Executor, intervalMs: number): Promise<boolean> {
  const now = new Date();
  const dueBefore = new Date(now.getTime() - intervalMs).toISOString();
  const { rows } = (await db.execute(sql`
    insert into app_settings (key, value) values (${CLAIM_SETTING}, ${now.toISOString()})
    on conflict (key) do update set value = excluded.value where app_settings.value <= ${dueBefore}
    returning key
  `)) as unknown as { rows: unknown[] };
  return rows.length > 0;
}

async function pruneOld(dir: string, keep: number): Promise<void> {
  const archives = (await readdir(dir)).filter((n) => ARCHIVE_NAME.test(n)).sort();
  for (const name of archives.slice(0, Math.max(0, archives.length - keep))) await rm(join(dir, name), { force: true });
}

/** Takes one scheduled backup into BACKUP_DIR, keeps the newest BACKUP_KEEP, and records and counts the outcome. */
export async function runScheduledBackup(
  s: Pick<Services, "db" | "env" | "log" | "metrics">,
  database: Pick<DatabaseHandle, "db" | "kind">,
  dir: string,
): Promise<void> {
  const at = new Date().toISOString();
  const file = join(dir, `helixmap-backup-${at.replace(/[:.]/g, "-")}.tar.gz`);
  const previous = await readResult(s.db).catch(() => null);
  let result: StoredResult;
  try {
    await createBackup(s.env, database, file);
    await pruneOld(dir, s.env.BACKUP_KEEP);
    result = { at: new Date().toISOString(), ok: true, message: `Written to ${file}`, lastSuccessAt: at };
    s.metrics.backups.inc({ outcome: "success" });
    s.metrics.lastBackupSuccess.set(Date.now() / 1000);
    s.log.info({ file }, "scheduled backup written");
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    result = { at: new Date().toISOString(), ok: false, message, lastSuccessAt: previous?.lastSuccessAt ?? null };
    s.metrics.backups.inc({ outcome: "failed" });
    s.log.error({ err, dir }, "scheduled backup failed");
  }
  s.metrics.scheduledRuns.inc({ job: "backup", outcome: result.ok ? "ok" : "failed" });
  await s.db
    .insert(appSettings)
    .values({ key: RESULT_SETTING, value: JSON.stringify(result) })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: JSON.stringify(result) } })
    .catch((err: unknown) => s.log.error({ err }, "could not record the scheduled backup's result"));
}

/** With BACKUP_DIR set: a backup every BACKUP_INTERVAL_HOURS (the first when none was taken for that long). */
export function scheduleBackups(
  s: Pick<Services, "db" | "env" | "log" | "metrics">,
  database: Pick<DatabaseHandle, "db" | "kind">,
): () => Promise<void> {
  const dir = s.env.BACKUP_DIR;
  if (!dir) return async () => {};
  const intervalMs = s.env.BACKUP_INTERVAL_HOURS * 3_600_000;
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  const check = () => {
    if (busy) return;
    busy = true;
    running = claimDue(s.db, intervalMs)
      .then((due) => (due ? runScheduledBackup(s, database, dir) : undefined))
      .catch((err: unknown) => s.log.error({ err }, "scheduled backup check failed"))
      .finally(() => {
        busy = false;
      });
  };
  check();
  const timer = setInterval(check, Math.min(CHECK_MS, intervalMs));
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
