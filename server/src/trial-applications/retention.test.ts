import type { TrialApplicationReceipt } from "@helixmap/common/trial-applications";
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { trialApplications } from "../db/schema";
import { applicationCount, submitApplication, validApplication } from "../test/applications";
import { auditRows } from "../test/audit";
import { describeOnDatabases } from "../test/harness";
import { deleteExpiredApplications, scheduleRetention } from "./retention";

const DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

describeOnDatabases(
  "applications past the retention period",
  (h) => {
    it("are deleted exactly when older than APPLICATION_RETENTION_DAYS, each audited by reference only", async () => {
      const now = new Date("2026-06-01T12:00:00Z");
      const ages = { expired: DAYS * DAY_MS + 1, longExpired: 400 * DAY_MS, edge: DAYS * DAY_MS, fresh: DAY_MS };
      const references: Record<string, string> = {};
      for (const [name, age] of Object.entries(ages)) {
        const receipt = (await submitApplication(h(), validApplication())).body as TrialApplicationReceipt;
        references[name] = receipt.reference;
        await h()
          .services.db.update(trialApplications)
          .set({ createdAt: new Date(now.getTime() - age) })
          .where(eq(trialApplications.reference, receipt.reference));
      }
      const before = await applicationCount(h());

      const deleted = await deleteExpiredApplications(h().services, now);
      expect(deleted.sort()).toEqual([references.expired, references.longExpired].sort());
      expect(await applicationCount(h())).toBe(before - 2);
      const left = await h()
        .services.db.select({ reference: trialApplications.reference })
        .from(trialApplications)
        .where(sql`${trialApplications.reference} in (${references.edge}, ${references.fresh})`);
      expect(left).toHaveLength(2);

      const entries = await auditRows(h(), "trial_application_expired");
      expect(entries.map((e) => (e.oldValues as { reference: string }).reference).sort()).toEqual(deleted.sort());
      for (const e of entries) expect(e).toMatchObject({ userId: null, newValues: null });

      expect(await deleteExpiredApplications(h().services, now)).toEqual([]);
    });

    it("are swept once as soon as the server schedules retention at start-up", async () => {
      const receipt = (await submitApplication(h(), validApplication())).body as TrialApplicationReceipt;
      await h()
        .services.db.update(trialApplications)
        .set({ createdAt: new Date(Date.now() - (DAYS + 1) * DAY_MS) })
        .where(eq(trialApplications.reference, receipt.reference));
      const stop = scheduleRetention(h().services);
      await stop();
      const left = await h()
        .services.db.select()
        .from(trialApplications)
        .where(eq(trialApplications.reference, receipt.reference));
      expect(left).toEqual([]);
    });
  },
  { env: { APPLICATION_RETENTION_DAYS: String(DAYS), APPLICATION_LIMIT_PER_HOUR: "1000" } },
);
