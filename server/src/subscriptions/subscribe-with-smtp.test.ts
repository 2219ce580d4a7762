import { API_PATHS } from "@helixmap/common/api-paths";
import { expect, it, vi } from "vitest";
import { describeOnDatabases, type Harness } from "../test/harness";
import { useTestSmtpServer } from "../test/smtp-server";
import { confirmSubscription, requestSubscription } from "./subscribers";

const smtp = useTestSmtpServer();
let counter = 0;
const address = () => `smtp-reader-${++counter}-${Date.now()}@test.helixmap.example`;

/** Subscribe, bounded: the answer must come while the mail server holds or refuses the confirmation. */
async function subscribe(h: Harness, email: string) {
  const res = await fetch(h.url + API_PATHS.pressAlerts.subscribe, {
    method: "POST",
    headers: { "content-type": "application/json", origin: h.url },
    body: JSON.stringify({ email }),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: res.status, body: await res.text() };
}

async function confirmed(h: Harness): Promise<string> {
  const email = address();
  const token = await requestSubscription(h.services.db, email, null);
  await confirmSubscription(h.services.db, token!, null);
  return email;
}

describeOnDatabases(
  "subscribing with a real mail server",
  (h) => {
    it("answers a new address while the mail server still holds its confirmation, which is delivered after", async () => {
      const email = address();
      smtp().hold();
      try {
        expect(await subscribe(h(), email)).toEqual({ status: 202, body: '{"ok":true}' });
        await vi.waitFor(() => expect(smtp().held()).toBe(1));
      } finally {
        smtp().release();
      }
      await vi.waitFor(() => expect(smtp().inbox.filter((m) => m.to === email)).toHaveLength(1));
    });

    it("answers new, pending and confirmed addresses with the same status and body, also when SMTP is down", async () => {
      const existing = await confirmed(h());
      const pending = address();
      await requestSubscription(h().services.db, pending, null);
      const fresh = address();
      for (const state of ["up", "down"] as const) {
        if (state === "down") await smtp().down();
        await h().services.counters.reset(`press-alert-mail:${existing}`);
        await h().services.counters.reset(`press-alert-mail:${pending}`);
        await h().services.counters.reset(`press-alert-mail:${fresh}`);
        const answers = [await subscribe(h(), fresh), await subscribe(h(), pending), await subscribe(h(), existing)];
        for (const answer of answers) expect(answer, state).toEqual({ status: 202, body: '{"ok":true}' });
      }
    });
  },
  { realMail: true, env: () => ({ SMTP_URL: `smtp://127.0.0.1:${smtp().port}` }) },
);
