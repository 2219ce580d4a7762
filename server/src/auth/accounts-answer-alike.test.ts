import { API_PATHS } from "@helixmap/common/api-paths";
import { expect, it } from "vitest";
import { describeOnDatabases } from "../test/harness";
import { useTestSmtpServer } from "../test/smtp-server";
import { backgroundSettled } from "./background";

const smtp = useTestSmtpServer();

const A = API_PATHS.auth;
const received = (to: string) =>
  smtp()
    .inbox.filter((m) => m.to === to)
    .map((m) => m.raw.replace(/=\r?\n/g, ""));

describeOnDatabases(
  "account routes answer alike for known and unknown addresses",
  (h) => {
    it("answers a registration of a confirmed address like a new one, and mails its owner instead", async () => {
      const known = await h().createUser("partner");
      const unknown = `newcomer-${Date.now()}@test.helixmap.example`;
      const body = (email: string) => ({ body: { fullName: "Someone Else", email, password: "somebody's password" } });

      const forKnown = await h().call("POST", A.register, body(known.email));
      const forUnknown = await h().call("POST", A.register, body(unknown));
      expect(forKnown.status).toBe(201);
      expect({ status: forKnown.status, body: forKnown.body }).toEqual({
        status: forUnknown.status,
        body: forUnknown.body,
      });

      await backgroundSettled();
      const notice = received(known.email).at(-1);
      expect(notice).toMatch(/Subject: Someone tried to register/);
      expect(notice).toContain("/admin/login");
      expect(notice).toContain("/admin/forgot-password");
      expect(notice).not.toMatch(/token=/);
      expect(received(unknown).join("\n")).toContain("/admin/confirm?token=");
      expect((await h().signIn(known.email, known.password)).status).toBe(200);
      expect((await h().signIn(known.email, "somebody's password")).status).toBe(401);
    });

    it("answers forgot-password and resend-confirmation before their mail is sent, alike for unknown addresses", async () => {
      const known = await h().createUser("partner");
      const pending = `pending-${Date.now()}@test.helixmap.example`;
      await h().call("POST", A.register, {
        body: { fullName: "Pending", email: pending, password: "pending password" },
      });
      await backgroundSettled();
      const ghost = `ghost-${Date.now()}@test.helixmap.example`;

      smtp().hold();
      try {
        const forgotKnown = await h().call("POST", A.forgotPassword, { body: { email: known.email } });
        const forgotGhost = await h().call("POST", A.forgotPassword, { body: { email: ghost } });
        const resendPending = await h().call("POST", A.resendConfirmation, { body: { email: pending } });
        const resendGhost = await h().call("POST", A.resendConfirmation, { body: { email: `x-${ghost}` } });
        expect(forgotKnown.status).toBe(200);
        expect({ status: forgotKnown.status, body: forgotKnown.body }).toEqual({
          status: forgotGhost.status,
          body: forgotGhost.body,
        });
        expect({ status: resendPending.status, body: resendPending.body }).toEqual({
          status: resendGhost.status,
          body: resendGhost.body,
        });
      } finally {
        smtp().release();
      }
      await backgroundSettled();
      expect(received(known.email).join("\n")).toContain("/admin/reset-password?token=");
      expect(received(pending).join("\n")).toContain("/admin/confirm?token=");
      expect(received(ghost)).toEqual([]);
    });
  },
  {
    realMail: true,
    env: () => ({ SMTP_URL: `smtp://127.0.0.1:${smtp().port}` }),
    limits: { mailPerAddressWindowMs: 1 },
  },
);
