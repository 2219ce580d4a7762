import { API_PATHS } from "@helixmap/common/api-paths";
import { CONSENT_TEXT_VERSION, CONSENT_TEXTS, REFERENCE_PATTERN } from "@helixmap/common/trial-application-terms";
import type {
  ApplicationListResponse,
  ApplicationResponse,
  TrialApplicationReceipt,
} from "@helixmap/common/trial-applications";
import { trialApplicationSchema } from "@helixmap/common/trial-applications";
import { eq, inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import { trialApplications } from "../db/schema";
import { applicationCount, applicationTableText, submitApplication, validApplication } from "../test/applications";
import { auditRows } from "../test/audit";
import { describeOnDatabases } from "../test/harness";
import { storeApplication } from "./submit-application";

const NOTIFY = "trials-desk@test.helixmap.example";

describeOnDatabases(
  "a visitor submits a pre-screening application",
  (h) => {
    it("is stored sealed, answered with a reference, confirmed to the applicant and announced to staff without health details", async () => {
      const application = validApplication({ medicalHistory: "Distinctive-history-7731" });
      const res = await submitApplication(h(), application);
      expect(res.status).toBe(201);
      const receipt = res.body as TrialApplicationReceipt;
      expect(receipt.reference).toMatch(REFERENCE_PATTERN);
      expect(receipt).toEqual({
        reference: receipt.reference,
        receivedAt: receipt.receivedAt,
        confirmationEmailSent: true,
      });

      const [row] = await h()
        .services.db.select()
        .from(trialApplications)
        .where(eq(trialApplications.reference, receipt.reference));
      expect(row).toBeDefined();
      expect(row!.consents).toEqual({
        version: CONSENT_TEXT_VERSION,
        consentToContact: { text: CONSENT_TEXTS.consentToContact, acceptedAt: receipt.receivedAt },
        privacyConsent: { text: CONSENT_TEXTS.privacyConsent, acceptedAt: receipt.receivedAt },
      });
      expect(row!.status).toBe("new");

      // Without the key, the table shows none of what the applicant typed.
      const table = await applicationTableText(h());
      for (const value of [
        application.firstName,
        application.lastName,
        application.email,
        application.email.split("@")[0]!,
        application.phone,
        "Distinctive-history-7731",
        application.previousTreatments!,
      ]) {
        expect(table).not.toContain(value);
      }

      const [confirmation, notification] = h().mail.splice(0);
      expect(confirmation!.to).toBe(application.email);
      expect(confirmation!.text).toContain(receipt.reference);
      expect(confirmation!.text).toContain("Dear Rosalind");
      expect(notification!.to).toBe(NOTIFY);
      expect(notification!.text).toContain(receipt.reference);
      for (const secret of [
        application.firstName,
        application.lastName,
        application.email,
        "Distinctive-history-7731",
        "cancer",
      ]) {
        expect(notification!.text + notification!.html + notification!.subject).not.toContain(secret);
      }

      const [entry] = await auditRows(h(), "trial_application_submitted");
      expect(entry).toMatchObject({ userId: null, resourceId: row!.id, newValues: { reference: receipt.reference } });
    });

    it("accepts the age as a number too, and trims the e-mail address", async () => {
      const res = await submitApplication(h(), validApplication({ age: 100, email: "  Mixed.Case@Example.ORG " }));
      expect(res.status).toBe(201);
      h().mail.length = 0;
    });

    it("refuses a bad field with a 400 naming it, and stores nothing", async () => {
      const before = await applicationCount(h());
      const cases: [Record<string, unknown>, string][] = [
        [{ age: "17" }, "age"],
        [{ age: 101 }, "age"],
        [{ age: "forty" }, "age"],
        [{ condition: "" }, "condition"],
        [{ condition: "flu" }, "condition"],
        [{ email: "not-an-address" }, "email"],
        [{ firstName: "   " }, "firstName"],
        [{ phone: "call me maybe" }, "phone"],
        [{ privacyConsent: false }, "privacyConsent"],
        [{ consentVersion: "1999-01-01" }, "consentVersion"],
        [{ role: "administrator" }, "role"],
      ];
      for (const [change, field] of cases) {
        const res = await submitApplication(h(), { ...validApplication(), ...change });
        expect(res.status, JSON.stringify(change)).toBe(400);
        const body = res.body as { error: { code: string; fields: Record<string, string> } };
        expect(body.error.code).toBe("VALIDATION_FAILED");
        expect(Object.keys(body.error.fields), JSON.stringify(change)).toContain(field);
      }
      const { condition: _, ...withoutCondition } = validApplication();
      const missing = await submitApplication(h(), withoutCondition);
      expect(missing.status).toBe(400);
      expect((missing.body as { error: { fields: Record<string, string> } }).error.fields.condition).toBe(
        "Select a condition",
      );
      expect(await applicationCount(h())).toBe(before);
      expect(h().mail).toHaveLength(0);
    });

    it("refuses an application whose hidden honeypot field is filled, says so, and stores nothing", async () => {
      const before = await applicationCount(h());
      const res = await submitApplication(h(), validApplication({ website: "http://spam.example" }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: {
          code: "VALIDATION_FAILED",
          message: "A field meant to stay empty was filled in. Your application was not stored.",
          fields: { website: "Leave this field empty" },
        },
      });
      expect(await applicationCount(h())).toBe(before);
      expect(await submitApplication(h(), validApplication({ website: "" }))).toMatchObject({ status: 201 });
      h().mail.length = 0;
    });

    it("answers a repeat from the same e-mail exactly like a first application: same status and shape, a fresh reference", async () => {
      const first = validApplication();
      const one = await submitApplication(h(), first);
      const again = await submitApplication(h(), { ...first, email: first.email.toUpperCase(), age: "38" });
      expect(again.status).toBe(one.status);
      expect(Object.keys(again.body as object).sort()).toEqual(Object.keys(one.body as object).sort());
      expect(again.body).not.toHaveProperty("duplicate");
      const firstReceipt = one.body as TrialApplicationReceipt;
      const repeatReceipt = again.body as TrialApplicationReceipt;
      expect(repeatReceipt.reference).toMatch(REFERENCE_PATTERN);
      expect(repeatReceipt.reference).not.toBe(firstReceipt.reference);
      expect(JSON.stringify(repeatReceipt)).not.toContain(firstReceipt.reference);
      expect(repeatReceipt.confirmationEmailSent).toBe(true);
      h().mail.length = 0;
    });

    it("stores a repeat with different answers, linked for staff to the earlier application from that address", async () => {
      const admin = await h().createUser("administrator");
      const first = validApplication();
      const one = (await submitApplication(h(), first)).body as TrialApplicationReceipt;
      const before = await applicationCount(h());
      const again = await submitApplication(h(), { ...first, age: "38", medicalHistory: "Corrected history" });
      expect(await applicationCount(h())).toBe(before + 1);

      const reference = (again.body as TrialApplicationReceipt).reference;
      const [repeat] = await h()
        .services.db.select({ id: trialApplications.id })
        .from(trialApplications)
        .where(eq(trialApplications.reference, reference));
      const detail = await h().call("GET", API_PATHS.trialApplication(repeat!.id), { cookie: admin.cookie });
      const { application } = detail.body as ApplicationResponse;
      expect(application).toMatchObject({ age: 38, medicalHistory: "Corrected history" });
      expect(application.repeatOf).toEqual({ id: expect.any(String), reference: one.reference });
      const list = await h().call("GET", `${API_PATHS.trialApplications}?q=${encodeURIComponent(first.email)}`, {
        cookie: admin.cookie,
      });
      const rows = (list.body as ApplicationListResponse).applications;
      expect(rows.map((r) => [r.reference, r.repeatOf?.reference ?? null])).toEqual([
        [reference, one.reference],
        [one.reference, null],
      ]);
      h().mail.length = 0;
    });

    it("two simultaneous submissions from one address are each stored and answered alike, linked to one first application", async () => {
      const application = validApplication();
      const before = await applicationCount(h());
      const answers = await Promise.all([1, 2, 3].map(() => submitApplication(h(), application)));
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
      expect(new Set(answers.map((a) => (a.body as TrialApplicationReceipt).reference)).size).toBe(3);
      expect(await applicationCount(h())).toBe(before + 3);
      const rows = await h()
        .services.db.select({ id: trialApplications.id, repeatOf: trialApplications.repeatOf })
        .from(trialApplications)
        .where(
          inArray(
            trialApplications.reference,
            answers.map((a) => (a.body as TrialApplicationReceipt).reference),
          ),
        );
      const [root] = rows.filter((r) => r.repeatOf === null);
      expect(rows.filter((r) => r.repeatOf === null)).toHaveLength(1);
      expect(rows.filter((r) => r.repeatOf === root!.id)).toHaveLength(2);
      h().mail.length = 0;
    });

    it("links repeats to the first application stored even when a racing repeat read the clock earlier", async () => {
      const input = trialApplicationSchema.parse(validApplication());
      const at = Date.now();
      const first = await storeApplication(h().services, input, new Date(at));
      const raced = await storeApplication(h().services, input, new Date(at - 1_000));
      const later = await storeApplication(h().services, input, new Date(at + 1_000));
      const rows = await h()
        .services.db.select({ id: trialApplications.id, repeatOf: trialApplications.repeatOf })
        .from(trialApplications)
        .where(inArray(trialApplications.id, [first.id, raced.id, later.id]));
      const repeatOf = new Map(rows.map((r) => [r.id, r.repeatOf]));
      expect([repeatOf.get(first.id), repeatOf.get(raced.id), repeatOf.get(later.id)]).toEqual([
        null,
        first.id,
        first.id,
      ]);
      h().mail.length = 0;
    });

    it("refuses a body over 32 KB with a 413 that says nothing was stored", async () => {
      const before = await applicationCount(h());
      const res = await submitApplication(h(), validApplication({ medicalHistory: "x".repeat(40 * 1024) }));
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ error: { code: "PAYLOAD_TOO_LARGE" } });
      expect((res.body as { error: { message: string } }).error.message).toContain("was not stored");
      expect(await applicationCount(h())).toBe(before);
    });

    it("needs no session: the staff list stays closed to the same anonymous caller", async () => {
      const res = await h().call("GET", API_PATHS.trialApplications);
      expect(res.status).toBe(401);
    });
  },
  { env: { APPLICATIONS_NOTIFY_EMAIL: NOTIFY, APPLICATION_LIMIT_PER_HOUR: "1000" } },
);

describeOnDatabases(
  "one network sends too many applications",
  (h) => {
    it("gets 429 with Retry-After after the hourly limit, told that the application was not stored", async () => {
      for (let i = 0; i < 3; i++) expect((await submitApplication(h(), validApplication())).status).toBe(201);
      const before = await applicationCount(h());
      const res = await submitApplication(h(), validApplication());
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      const body = res.body as { error: { code: string; message: string } };
      expect(body.error.code).toBe("TOO_MANY_REQUESTS");
      expect(body.error.message).toMatch(/Your application was not stored\. Please try again in \d+ minutes?/);
      expect(await applicationCount(h())).toBe(before);
    });
  },
  { env: { APPLICATION_LIMIT_PER_HOUR: "3" } },
);

describeOnDatabases(
  "the confirmation e-mail cannot be sent",
  (h) => {
    it("still stores the application and tells the applicant the mail did not go out", async () => {
      const before = await applicationCount(h());
      const res = await submitApplication(h(), validApplication());
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ confirmationEmailSent: false });
      expect(await applicationCount(h())).toBe(before + 1);
    });
  },
  // Nothing listens on port 1: every send is refused at once.
  { realMail: true, env: { SMTP_URL: "smtp://127.0.0.1:1", APPLICATION_LIMIT_PER_HOUR: "1000" } },
);
