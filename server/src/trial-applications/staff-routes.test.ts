import { mkdir, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { API_PATHS } from "@helixmap/common/api-paths";
import { APPLICATION_LIST_PAGE_SIZE } from "@helixmap/common/constants";
import type {
  ApplicationListResponse,
  ApplicationResponse,
  TrialApplicationReceipt,
} from "@helixmap/common/trial-applications";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { auditLogs, trialApplications } from "../db/schema";
import { applicationCount, submitApplication, validApplication } from "../test/applications";
import { auditRows } from "../test/audit";
import { describeOnDatabases, type TestUser } from "../test/harness";

describeOnDatabases(
  "an administrator handles applications",
  (h) => {
    let admin: TestUser;
    const received: { reference: string; email: string }[] = [];

    beforeAll(async () => {
      admin = await h().createUser("administrator");
      for (let i = 0; i < APPLICATION_LIST_PAGE_SIZE + 2; i++) {
        const application = validApplication({ condition: i % 2 ? "hiv" : "other" });
        const res = await submitApplication(h(), application);
        received.push({ reference: (res.body as TrialApplicationReceipt).reference, email: application.email });
      }
      h().mail.length = 0;
    });

    const list = (query = "") => h().call("GET", `${API_PATHS.trialApplications}${query}`, { cookie: admin.cookie });

    it("lists reference, date, condition and status, newest first, a page at a time", async () => {
      const first = (await list()).body as ApplicationListResponse;
      expect(first.total).toBe(received.length);
      expect(first.applications).toHaveLength(APPLICATION_LIST_PAGE_SIZE);
      expect(first.applications[0]).toEqual({
        id: expect.any(String),
        reference: received.at(-1)!.reference,
        createdAt: expect.any(String),
        condition: received.length % 2 === 0 ? "hiv" : "other",
        status: "new",
        repeatOf: null,
      });
      const dates = first.applications.map((a) => a.createdAt);
      expect([...dates].sort().reverse()).toEqual(dates);
      const second = (await list("?page=2")).body as ApplicationListResponse;
      expect(second.applications.map((a) => a.reference)).toEqual([received[1]!.reference, received[0]!.reference]);
      expect((await list("?page=0")).status).toBe(400);
    });

    it("finds an application by its whole reference or e-mail address, in any letter case", async () => {
      const target = received[3]!;
      for (const q of [target.reference, target.reference.toLowerCase(), target.email, target.email.toUpperCase()]) {
        const found = (await list(`?q=${encodeURIComponent(q)}`)).body as ApplicationListResponse;
        expect(
          found.applications.map((a) => a.reference),
          q,
        ).toEqual([target.reference]);
      }
      const none = (await list(`?q=${encodeURIComponent("nobody@example.org")}`)).body as ApplicationListResponse;
      expect(none).toMatchObject({ applications: [], total: 0 });
      const partial = await list("?q=applicant");
      expect(partial.status).toBe(400);
      expect(partial.body).toMatchObject({ error: { code: "VALIDATION_FAILED", fields: { q: expect.any(String) } } });
    });

    it("opens a detail with every field and the consents, and audits the view with the actor", async () => {
      const { applications } = (await list(`?q=${received[0]!.reference}`)).body as ApplicationListResponse;
      const id = applications[0]!.id;
      const res = await h().call("GET", API_PATHS.trialApplication(id), { cookie: admin.cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const { application } = res.body as ApplicationResponse;
      expect(application).toMatchObject({
        reference: received[0]!.reference,
        firstName: "Rosalind",
        lastName: "Franklin",
        email: received[0]!.email,
        age: 37,
        condition: "other",
        medicalHistory: "Mild asthma",
        note: "",
      });
      expect(application.consents.consentToContact.text).toMatch(/consent to be contacted/);
      const [entry] = await auditRows(h(), "trial_application_viewed");
      expect(entry).toMatchObject({
        userId: admin.id,
        resourceType: "trial_application",
        resourceId: id,
        newValues: { reference: received[0]!.reference },
      });
    });

    it("moves an application through the statuses with an internal note; the audit names the status, never the note", async () => {
      const { applications } = (await list(`?q=${received[1]!.reference}`)).body as ApplicationListResponse;
      const id = applications[0]!.id;
      const path = API_PATHS.trialApplication(id);
      for (const status of ["contacted", "eligible", "not_eligible", "withdrawn", "new"] as const) {
        const res = await h().call("PATCH", path, { cookie: admin.cookie, body: { status } });
        expect((res.body as ApplicationResponse).application.status).toBe(status);
      }
      const noted = await h().call("PATCH", path, {
        cookie: admin.cookie,
        body: { status: "contacted", note: "Called back; history of hepatitis" },
      });
      expect((noted.body as ApplicationResponse).application).toMatchObject({
        status: "contacted",
        note: "Called back; history of hepatitis",
      });
      const [row] = await h().services.db.select().from(trialApplications).where(eq(trialApplications.id, id));
      expect(row!.note).not.toContain("hepatitis");
      const [entry] = await auditRows(h(), "trial_application_updated");
      expect(entry).toMatchObject({
        userId: admin.id,
        resourceId: id,
        oldValues: { reference: received[1]!.reference, status: "new" },
        newValues: { reference: received[1]!.reference, status: "contacted", noteChanged: true },
      });
      expect(JSON.stringify(entry)).not.toContain("hepatitis");

      const bad = await h().call("PATCH", path, { cookie: admin.cookie, body: { status: "enrolled" } });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ error: { fields: { status: expect.any(String) } } });
      expect((await h().call("PATCH", path, { cookie: admin.cookie, body: {} })).status).toBe(400);
    });

    it("exports the selected applications as CSV, formula-safe, and audits the references exported", async () => {
      const { applications } = (await list()).body as ApplicationListResponse;
      const chosen = applications.slice(0, 2);
      const res = await h().call("POST", API_PATHS.trialApplicationsExport, {
        cookie: admin.cookie,
        body: { ids: chosen.map((a) => a.id) },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
      expect(res.headers.get("content-disposition")).toMatch(
        /^attachment; filename="trial-applications-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const csv = res.body as string;
      const lines = csv.trim().split("\r\n");
      expect(lines).toHaveLength(3);
      expect(lines[0]).toContain('"Reference","Received","Repeat of","Status","First name"');
      for (const a of chosen) expect(csv).toContain(`"${a.reference}"`);
      expect(csv).toContain('"Mild asthma"');
      const [entry] = await auditRows(h(), "trial_applications_exported");
      expect(entry).toMatchObject({
        userId: admin.id,
        newValues: { references: expect.arrayContaining(chosen.map((a) => a.reference)) },
      });

      const formula = validApplication({ medicalHistory: '=HYPERLINK("http://evil.example")' });
      const made = (await submitApplication(h(), formula)).body as TrialApplicationReceipt;
      h().mail.length = 0;
      const { applications: found } = (await list(`?q=${made.reference}`)).body as ApplicationListResponse;
      const exported = await h().call("POST", API_PATHS.trialApplicationsExport, {
        cookie: admin.cookie,
        body: { ids: [found[0]!.id] },
      });
      expect(exported.body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);

      const missing = await h().call("POST", API_PATHS.trialApplicationsExport, {
        cookie: admin.cookie,
        body: { ids: [found[0]!.id, "00000000-0000-4000-8000-000000000000"] },
      });
      expect(missing.status).toBe(404);
    });

    it("deletes an application on request: the row and its mail copies go, the audit keeps only the reference", async () => {
      const application = validApplication();
      const made = (await submitApplication(h(), application)).body as TrialApplicationReceipt;
      h().mail.length = 0;
      const { applications } = (await list(`?q=${made.reference}`)).body as ApplicationListResponse;
      const id = applications[0]!.id;
      // The file outbox holds a copy of each mail when no SMTP server is configured.
      const outbox = join(h().services.env.dataDir, "outbox");
      await mkdir(outbox, { recursive: true });
      await writeFile(join(outbox, "copy-of-this.json"), JSON.stringify({ to: application.email, ref: id }));
      await writeFile(join(outbox, "someone-else.json"), JSON.stringify({ to: "x@example.org", ref: "other" }));
      const before = await applicationCount(h());

      const res = await h().call("DELETE", API_PATHS.trialApplication(id), { cookie: admin.cookie });
      expect(res.status).toBe(204);
      expect(await applicationCount(h())).toBe(before - 1);
      expect(await readdir(outbox)).toEqual(["someone-else.json"]);
      const [entry] = await auditRows(h(), "trial_application_deleted");
      expect(entry).toMatchObject({
        userId: admin.id,
        resourceId: id,
        oldValues: { reference: made.reference },
        newValues: null,
      });
      const trail = await h().services.db.select().from(auditLogs).where(eq(auditLogs.resourceId, id));
      expect(JSON.stringify(trail)).not.toContain(application.email);
      expect((await h().call("GET", API_PATHS.trialApplication(id), { cookie: admin.cookie })).status).toBe(404);
      expect((await h().call("DELETE", API_PATHS.trialApplication(id), { cookie: admin.cookie })).status).toBe(404);
    });
  },
  { env: { APPLICATION_LIMIT_PER_HOUR: "1000" } },
);
