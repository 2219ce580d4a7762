import { API_PATHS } from "@helixmap/common/api-paths";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, PRODUCTION_ENV, startHarness } from "../test/harness";
import { capturedLog, outboxText } from "../test/leak-capture";
import { backgroundSettled } from "./background";

describe("sign-in, confirmation and subscription links in production (NODE_ENV=production, no SMTP_URL)", () => {
  const captured = capturedLog();
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness("pglite", {
      realMail: true,
      log: captured.log,
      limits: { mailPerAddressWindowMs: 1 },
      env: PRODUCTION_ENV,
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it("are kept in the outbox but never written to the log", async () => {
    const email = "production-links@test.helixmap.example";
    const origin = { origin: h.services.env.SITE_ORIGIN };
    const registered = await h.call("POST", API_PATHS.auth.register, {
      body: { fullName: "Prod Uction", email, password: "production password" },
      headers: origin,
    });
    expect(registered.status).toBe(201);
    await backgroundSettled();
    await h.call("POST", API_PATHS.auth.forgotPassword, { body: { email }, headers: origin });
    await backgroundSettled();
    // A press-alert confirmation link would let a reader of the log subscribe somebody.
    const subscribed = await h.call("POST", API_PATHS.pressAlerts.subscribe, { body: { email }, headers: origin });
    expect(subscribed.status).toBe(202);
    // Its mail is sent after the answer, on its own: wait (bounded) until the outbox holds it.
    let outbox = await outboxText(h.services.env.dataDir);
    for (let i = 0; i < 50 && !outbox.includes("/press-alerts/confirm?token="); i++) {
      await new Promise((r) => setTimeout(r, 100));
      outbox = await outboxText(h.services.env.dataDir);
    }
    expect(outbox).toContain("/admin/confirm?token=");
    expect(outbox).toContain("/admin/reset-password?token=");
    expect(outbox).toContain("/press-alerts/confirm?token=");
    const log = captured.lines.join("\n");
    expect(log).toContain("mail written to the outbox");
    expect(log).not.toContain("token=");
    expect(log).not.toContain("/admin/confirm");
    expect(log).not.toContain("/admin/reset-password");
    expect(log).not.toContain("/press-alerts/confirm");
  });
});
