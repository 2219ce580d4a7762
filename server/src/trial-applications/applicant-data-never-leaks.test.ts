import { API_PATHS } from "@helixmap/common/api-paths";
import type { ApplicationListResponse, TrialApplicationReceipt } from "@helixmap/common/trial-applications";
import { expect, it } from "vitest";
import { auditLogs } from "../db/schema";
import { applicationTableText, submitApplication, validApplication } from "../test/applications";
import { describeOnDatabases } from "../test/harness";
import { capturedLog, outboxText } from "../test/leak-capture";

/** Distinct strings, so a hit can only be the applicant's own data. */
const APPLICANT = validApplication({
  firstName: "Zephyrine",
  lastName: "Quillfeather",
  email: "zephyrine.quillfeather@example.org",
  phone: "+1 555 0142 77",
  previousTreatments: "Oncoviral-regimen-5521",
  medicalHistory: "Rare-history-marker-9907",
});
const SECRETS = [
  "Zephyrine",
  "Quillfeather",
  "zephyrine.quillfeather",
  "555 0142 77",
  "Oncoviral-regimen-5521",
  "Rare-history-marker-9907",
];

const captured = capturedLog();

describeOnDatabases(
  "an applicant's health and contact details",
  (h) => {
    it("appear in no log line, audit value, error answer or stored row, and their mail copies go with the application", async () => {
      const answers: string[] = [];
      const send = async (body: unknown) => {
        const res = await submitApplication(h(), body);
        answers.push(JSON.stringify(res.body));
        return res;
      };
      // Refusals of every kind first: each carries the details and must not echo them.
      await send({ ...APPLICANT, age: "17" });
      await send({ ...APPLICANT, condition: "flu", smuggled: APPLICANT.medicalHistory });
      await send({ ...APPLICANT, website: "filled" });
      const stored = await send(APPLICANT);
      expect(stored.status).toBe(201);
      await send(APPLICANT);
      const reference = (stored.body as TrialApplicationReceipt).reference;

      const admin = await h().createUser("administrator");
      const { applications } = (
        await h().call("GET", API_PATHS.trialApplicationsPage({ q: APPLICANT.email }), { cookie: admin.cookie })
      ).body as ApplicationListResponse;
      const id = applications[0]!.id;
      await h().call("GET", API_PATHS.trialApplication(id), { cookie: admin.cookie });
      await h().call("PATCH", API_PATHS.trialApplication(id), {
        cookie: admin.cookie,
        body: { status: "contacted", note: "Rare-history-marker-9907 confirmed" },
      });
      await h().call("POST", API_PATHS.trialApplicationsExport, { cookie: admin.cookie, body: { ids: [id] } });

      const dataDir = h().services.env.dataDir;
      // The outbox holds the confirmation (to the applicant) until the application is deleted.
      expect(await outboxText(dataDir)).toContain(reference);
      const table = await applicationTableText(h());
      const audit = JSON.stringify(await h().services.db.select().from(auditLogs));
      for (const secret of SECRETS) {
        expect(captured.lines.join(""), `log: ${secret}`).not.toContain(secret);
        expect(answers.join("\n"), `answers: ${secret}`).not.toContain(secret);
        expect(table, `table: ${secret}`).not.toContain(secret);
        expect(audit, `audit: ${secret}`).not.toContain(secret);
      }
      expect(captured.lines.length).toBeGreaterThan(0);

      // The repeat is stored too (linked to the first); deleting both removes every copy.
      expect(applications).toHaveLength(2);
      for (const a of applications)
        await h().call("DELETE", API_PATHS.trialApplication(a.id), { cookie: admin.cookie });
      expect(await outboxText(dataDir)).not.toContain(reference);
      for (const secret of SECRETS) expect(await outboxText(dataDir)).not.toContain(secret);
    });
  },
  {
    realMail: true,
    log: captured.log,
    env: { APPLICATION_LIMIT_PER_HOUR: "1000" },
  },
);
