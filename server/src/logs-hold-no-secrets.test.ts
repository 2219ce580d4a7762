import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { API_PATHS } from "@helixmap/common/api-paths";
import { PRESS_ALERT_PATHS } from "@helixmap/common/routes";
import { expect, it } from "vitest";
import { backgroundSettled } from "./auth/background";
import { runScheduledBackup } from "./backup/scheduled-backups";
import { METRICS_PATH } from "./metrics/metrics-route";
import { validApplication } from "./test/applications";
import { cookieHeader, describeOnDatabases, type Harness, PRODUCTION_ENV } from "./test/harness";
import { capturedLog, outboxText } from "./test/leak-capture";
import { totpCode } from "./test/totp";

const A = API_PATHS.auth;
const captured = capturedLog();
const ADMIN = `log-scan-admin-${Date.now()}@test.helixmap.example`;
const METRICS_TOKEN = "log-scan-metrics-token-0123456789abcdef";
const PASSWORDS = {
  first: "L0g-Scan-First-Pa55word",
  wrong: "L0g-Scan-Wrong-Pa55word",
  reset: "L0g-Scan-Reset-Pa55word",
};
/** Application fields no other test uses, so a hit can only be the application itself. */
const APPLICATION = validApplication({
  firstName: "Wilhelmina",
  lastName: "Quatermass",
  email: "wilhelmina.quatermass@example.org",
  phone: "+44 20 7946 0321",
  previousTreatments: "Seventeen rounds of zyxolimab",
  medicalHistory: "Childhood brachyglossia",
});

/** The token of the newest outbox link to `path`; mails sent after the answer are waited for. */
async function tokenFrom(h: Harness, path: string): Promise<string> {
  await backgroundSettled();
  for (let attempt = 0; attempt < 50; attempt++) {
    const links = (await outboxText(h.services.env.dataDir)).match(/https?:\/\/[^"\s\\]+/g) ?? [];
    const link = links.filter((l) => new URL(l).pathname === path).at(-1);
    if (link) return new URL(link).searchParams.get("token") ?? "";
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${path} link in the outbox`);
}

describeOnDatabases(
  "the logs of a full run",
  (h) => {
    it("hold no secret, token, password or application field, and every request's line carries its id", async () => {
      captured.lines.length = 0; // the lines of this lane's run only
      const secrets: Record<string, string> = {
        ...PASSWORDS,
        authSecret: PRODUCTION_ENV.AUTH_SECRET,
        dataKey: PRODUCTION_ENV.DATA_ENCRYPTION_KEY,
        metricsToken: METRICS_TOKEN,
        ...Object.fromEntries(
          (["firstName", "lastName", "email", "phone", "previousTreatments", "medicalHistory"] as const).map((f) => [
            `application ${f}`,
            APPLICATION[f],
          ]),
        ),
      };
      const call = (method: string, path: string, body?: unknown, cookie?: string) =>
        h().call(method, path, { body, cookie });

      // An administrator's whole cycle: registration, confirmation, a wrong password, two-factor, a reset.
      expect(
        (await call("POST", A.register, { fullName: "Log Scan", email: ADMIN, password: PASSWORDS.first })).status,
      ).toBe(201);
      secrets.confirmToken = await tokenFrom(h(), "/admin/confirm");
      expect((await call("POST", A.confirm, { token: secrets.confirmToken })).status).toBe(200);
      expect((await call("POST", A.signIn, { email: ADMIN, password: PASSWORDS.wrong })).status).toBe(401);
      const first = await call("POST", A.signIn, { email: ADMIN, password: PASSWORDS.first });
      let cookie = cookieHeader(first.cookies);
      secrets.session = [...first.cookies.values()].find((v) => v.length > 20) ?? "";
      const enrolment = await call("POST", API_PATHS.account.twoFactorEnable, { password: PASSWORDS.first }, cookie);
      const { secret, backupCodes } = enrolment.body as { secret: string; backupCodes: string[] };
      secrets.totpSecret = secret;
      for (const [i, code] of backupCodes.entries()) secrets[`backup code ${i}`] = code;
      const confirmed = await call("POST", API_PATHS.account.twoFactorConfirm, { code: totpCode(secret) }, cookie);
      expect(confirmed.status).toBe(200);
      cookie = cookieHeader(confirmed.cookies);

      expect((await call("POST", A.forgotPassword, { email: ADMIN })).status).toBe(200);
      secrets.resetToken = await tokenFrom(h(), "/admin/reset-password");
      expect(
        (await call("POST", A.resetPassword, { token: secrets.resetToken, newPassword: PASSWORDS.reset })).status,
      ).toBe(200);
      const password = await call("POST", A.signIn, { email: ADMIN, password: PASSWORDS.reset });
      const challenge = cookieHeader(new Map([...password.cookies].filter(([name]) => name.includes("two_factor"))));
      const signedIn = await h().call("POST", A.twoFactor, { body: { code: totpCode(secret) }, cookie: challenge });
      expect(signedIn.status).toBe(200);
      cookie = cookieHeader(signedIn.cookies);

      // The public forms, the administrator reading what they sent, a deploy, a scrape and a scheduled backup.
      const submitted = await call("POST", API_PATHS.trialApplications, APPLICATION);
      expect(submitted.status).toBe(201);
      const reader = "log-scan-reader@example.org";
      expect((await call("POST", API_PATHS.pressAlerts.subscribe, { email: reader })).status).toBe(202);
      secrets.subscribeToken = await tokenFrom(h(), PRESS_ALERT_PATHS.confirm);
      expect((await call("POST", API_PATHS.pressAlerts.confirm, { token: secrets.subscribeToken })).status).toBe(200);
      const list = await call("GET", API_PATHS.trialApplications, undefined, cookie);
      const [application] = (list.body as { applications: { id: string }[] }).applications;
      expect((await call("GET", API_PATHS.trialApplication(application!.id), undefined, cookie)).status).toBe(200);
      const exported = await call("POST", API_PATHS.trialApplicationsExport, { ids: [application!.id] }, cookie);
      expect(exported.status).toBe(200);
      expect(
        (await call("POST", API_PATHS.content, { title: "Logged item", content: "Body", published: true }, cookie))
          .status,
      ).toBe(201);
      expect((await call("POST", API_PATHS.deployments, {}, cookie)).status).toBe(201);
      const scrape = await h().call("GET", METRICS_PATH, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(scrape.status).toBe(200);
      await runScheduledBackup(h().services, h().database, await mkdtemp(join(tmpdir(), "helixmap-log-scan-")));
      await backgroundSettled();

      const logs = captured.lines.join("\n");
      // The scan means something only if the logs saw the run: an access line for each request, the backup.
      const access = captured.lines
        .map((l) => JSON.parse(l) as { msg: string; requestId?: string })
        .filter((l) => l.msg === "request");
      expect(access.length, "one line per request made above").toBe(19);
      expect(access.every((l) => l.requestId)).toBe(true);
      expect(logs).toContain("scheduled backup written");
      for (const [which, value] of Object.entries(secrets)) {
        expect(value.length, which).toBeGreaterThan(5);
        expect(logs.includes(value), `${which} found in the logs`).toBe(false);
      }
    });
  },
  {
    realMail: true,
    log: captured.log,
    env: { ...PRODUCTION_ENV, ADMIN_EMAIL: ADMIN, METRICS_TOKEN },
  },
);
