import { API_PATHS } from "@helixmap/common/api-paths";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { type CallOptions, type CallResult, describeOnDatabases, type Harness } from "../test/harness";
import { capturedLog, outboxText } from "../test/leak-capture";
import { backgroundSettled } from "./background";

const A = API_PATHS.auth;

/** Distinct, unlikely strings, so a hit can only be the password itself. */
const PASSWORDS = {
  registered: "Reg1stered-Pa55word-zq",
  wrong: "Wr0ng-Guess-Pa55word-zq",
  reset: "N3w-Reset-Pa55word-zq",
  tooLong: `T00-Long-${"y".repeat(130)}`,
  smuggled: "Smuggled-Pa55word-zq",
};

/** Every line the server logs, whatever the level. */
const captured = capturedLog();

async function newestLink(h: Harness, path: string): Promise<string> {
  await backgroundSettled();
  const mails = (await outboxText(h.services.env.dataDir))
    .split("\n")
    .flatMap((line) => line.match(/https?:\/\/[^"\s]+/g) ?? []);
  const link = mails.filter((l) => new URL(l).pathname === path).at(-1);
  if (!link) throw new Error(`no ${path} link in the outbox`);
  return new URL(link).searchParams.get("token") ?? "";
}

/** Every table, every row, as text: passwords must be stored only as hashes. */
async function databaseText(h: Harness): Promise<string> {
  const tables = (await h.services.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public'`,
  )) as unknown as { rows: { table_name: string }[] };
  const dumps = await Promise.all(
    tables.rows.map(async ({ table_name }) => {
      const result = (await h.services.db.execute(
        sql.raw(`select coalesce(string_agg(t::text, '\n'), '') as dump from "${table_name}" t`),
      )) as unknown as { rows: { dump: string }[] };
      return result.rows[0]?.dump ?? "";
    }),
  );
  return dumps.join("\n");
}

describeOnDatabases(
  "passwords never leak",
  (h) => {
    const answers: string[] = [];
    const consoleOutput: string[] = [];

    async function call(method: string, path: string, opts: CallOptions): Promise<CallResult> {
      const res = await h().call(method, path, opts);
      answers.push(JSON.stringify({ status: res.status, headers: [...res.headers], body: res.body }));
      return res;
    }

    beforeAll(() => {
      // better-auth reports through the console, not through our logger.
      for (const method of ["log", "info", "warn", "error", "debug"] as const) {
        vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
          consoleOutput.push(args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : String(a))).join(" "));
        });
      }
    });
    afterAll(() => {
      vi.restoreAllMocks();
    });

    it("keeps every password out of logs, answers, audit entries, mail and stored rows through a whole account cycle", async () => {
      const email = `leak-${Date.now()}@test.helixmap.example`;
      const body = (b: unknown) => ({ body: b });
      expect(
        (await call("POST", A.register, body({ fullName: "Lee K", email, password: PASSWORDS.registered }))).status,
      ).toBe(201);
      expect(
        (await call("POST", A.register, body({ fullName: "Lee K", email: "x@y.example", password: PASSWORDS.tooLong })))
          .status,
      ).toBe(400);
      const token = await newestLink(h(), "/admin/confirm");
      expect((await call("POST", A.confirm, body({ token }))).status).toBe(200);

      expect((await call("POST", A.signIn, body({ email, password: PASSWORDS.wrong }))).status).toBe(401);
      const signedIn = await call("POST", A.signIn, body({ email, password: PASSWORDS.registered }));
      expect(signedIn.status).toBe(200);
      const cookie = [...signedIn.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
      // A password sent where none belongs is named as an unknown field, never echoed.
      const smuggled = await call("PATCH", API_PATHS.me, {
        cookie,
        body: { fullName: "Lee", password: PASSWORDS.smuggled },
      });
      expect(smuggled.status).toBe(400);

      expect((await call("POST", A.forgotPassword, body({ email }))).status).toBe(200);
      const resetToken = await newestLink(h(), "/admin/reset-password");
      expect(
        (await call("POST", A.resetPassword, body({ token: resetToken, newPassword: PASSWORDS.reset }))).status,
      ).toBe(200);
      expect((await call("POST", A.signIn, body({ email, password: PASSWORDS.registered }))).status).toBe(401);
      expect((await call("POST", A.signIn, body({ email, password: PASSWORDS.reset }))).status).toBe(200);

      // The scan is only meaningful if the sinks saw the cycle: mail links were logged, audit rows written.
      expect(captured.lines.join("\n")).toContain("mail written to the outbox");
      const stored = await databaseText(h());
      expect(stored).toContain("login_failed");
      const sinks = {
        logs: captured.lines.join("\n"),
        console: consoleOutput.join("\n"),
        answers: answers.join("\n"),
        outbox: await outboxText(h().services.env.dataDir),
        database: stored,
      };
      for (const [sink, text] of Object.entries(sinks)) {
        for (const [which, password] of Object.entries(PASSWORDS)) {
          expect(text.includes(password), `${which} password found in ${sink}`).toBe(false);
        }
      }
    });
  },
  { realMail: true, log: captured.log },
);
