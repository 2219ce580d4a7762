import { APPLICATION_RETENTION_SWEEP_MS } from "@helixmap/common/constants";
import { lt } from "drizzle-orm";
import { writeAudit } from "../audit/write-audit";
import { trialApplications } from "../db/schema";
import { deleteOutboxCopies } from "../mail/outbox-copies";
import type { Services } from "../services";
import { purgeExpiredTrash } from "../trash/delete-for-good";

const DAY_MS = 24 * 60 * 60_000;

/**
 * Deletes every application received more than APPLICATION_RETENTION_DAYS
 * ago, each with an audit entry naming only its reference, and the outbox
 * copies of its mail. Returns the deleted references.
 */
export async function deleteExpiredApplications(s: Pick<Services, "db" | "env">, now = new Date()): Promise<string[]> {
  const cutoff = new Date(now.getTime() - s.env.APPLICATION_RETENTION_DAYS * DAY_MS);
  const deleted = await s.db.transaction(async (tx) => {
    const rows = await tx
      .delete(trialApplications)
      .where(lt(trialApplications.createdAt, cutoff))
      .returning({ id: trialApplications.id, reference: trialApplications.reference });
    for (const row of rows) {
      await writeAudit(tx, {
        userId: null,
        action: "trial_application_expired",
        resourceType: "trial_application",
        resourceId: row.id,
        oldValues: { reference: row.reference },
        ip: null,
      });
    }
    return rows;
  });
  await deleteOutboxCopies(s.env.dataDir, new Set(deleted.map((r) => r.id)));
  return deleted.map((r) => r.reference);
}

/**
 * Runs the retention sweep now and then every APPLICATION_RETENTION_SWEEP_MS: expired
 * applications, and items in the Trash past TRASH_RETENTION_DAYS. The returned function stops it.
 */
export function scheduleRetention(s: Pick<Services, "db" | "env" | "log" | "metrics">): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = Promise.all([sweepTrash(s), sweepApplications(s)]).then(() => undefined);
  };
  sweep();
  const timer = setInterval(sweep, APPLICATION_RETENTION_SWEEP_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

function sweepTrash(s: Pick<Services, "db" | "env" | "log" | "metrics">): Promise<void> {
  return purgeExpiredTrash(s).then(
    (count) => {
      s.metrics.scheduledRuns.inc({ job: "trash_retention", outcome: "ok" });
      if (count > 0) s.log.info({ count }, "items past their time in the Trash deleted for good");
    },
    (err) => {
      s.metrics.scheduledRuns.inc({ job: "trash_retention", outcome: "failed" });
      s.log.error({ err }, "trash retention sweep failed");
    },
  );
}

function sweepApplications(s: Pick<Services, "db" | "env" | "log" | "metrics">): Promise<void> {
  return deleteExpiredApplications(s).then(
    (references) => {
      s.metrics.scheduledRuns.inc({ job: "application_retention", outcome: "ok" });
      if (references.length > 0) s.log.info({ count: references.length }, "expired trial applications deleted");
    },
    (err) => {
      s.metrics.scheduledRuns.inc({ job: "application_retention", outcome: "failed" });
      s.log.error({ err }, "trial application retention sweep failed");
    },
  );
}
