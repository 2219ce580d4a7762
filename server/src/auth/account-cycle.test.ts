import { API_PATHS } from "@helixmap/common/api-paths";
import { expect, it } from "vitest";
import { cookieHeader, describeOnDatabases } from "../test/harness";
import { useTestSmtpServer } from "../test/smtp-server";
import { backgroundSettled } from "./background";

const smtp = useTestSmtpServer();

/** The first link of the newest message to `to`, read from the raw MIME text, once the mail in flight is sent. */
async function latestLink(to: string, path: string): Promise<string> {
  await backgroundSettled();
  const message = [...smtp().inbox].reverse().find((m) => m.to === to);
  if (!message) throw new Error(`no mail for ${to}`);
  const unfolded = message.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const match = unfolded.match(new RegExp(`https?://[^\\s"<>]*${path}\\?token=[A-Za-z0-9._%-]+`));
  if (!match) throw new Error(`no ${path} link in mail to ${to}`);
  return match[0];
}

describeOnDatabases(
  "the full account cycle over HTTP with real SMTP",
  (h) => {
    const email = "cycle@test.helixmap.example";
    const A = API_PATHS.auth;

    it("registers, confirms by mail, signs in, locks out, resets and signs out everywhere", async () => {
      expect(
        (await h().call("POST", A.register, { body: { fullName: "Cy Cle", email, password: "first password" } }))
          .status,
      ).toBe(201);
      const confirmLink = await latestLink(email, "/admin/confirm");
      expect(confirmLink.startsWith(`${h().services.env.SITE_ORIGIN}/admin/confirm?token=`)).toBe(true);
      const raw = smtp().inbox.at(-1)!.raw;
      expect(raw).toMatch(/From: HelixMap Therapeutics </);
      expect(raw).toMatch(/text\/plain/);
      expect(raw).toMatch(/text\/html/);
      const confirmToken = decodeURIComponent(new URL(confirmLink).searchParams.get("token")!);
      expect((await h().call("POST", A.confirm, { body: { token: confirmToken } })).status).toBe(200);

      const first = await h().signIn(email, "first password");
      expect(first.status).toBe(200);
      const firstSession = cookieHeader(first.cookies);

      expect((await h().signIn(email, "not my password")).status).toBe(401);
      for (let i = 0; i < 4; i++) await h().signIn(email, `still wrong ${i}`);
      expect((await h().signIn(email, "first password")).status).toBe(429);

      expect((await h().call("POST", A.forgotPassword, { body: { email } })).status).toBe(200);
      const resetLink = await latestLink(email, "/admin/reset-password");
      const resetToken = decodeURIComponent(new URL(resetLink).searchParams.get("token")!);
      const reset = await h().call("POST", A.resetPassword, {
        body: { token: resetToken, newPassword: "second password" },
      });
      expect(reset.status).toBe(200);
      expect((await h().call("GET", API_PATHS.me, { cookie: firstSession })).status).toBe(401);

      const laptop = cookieHeader((await h().signIn(email, "second password")).cookies);
      const phone = cookieHeader((await h().signIn(email, "second password")).cookies);
      expect((await h().call("GET", API_PATHS.me, { cookie: phone })).status).toBe(200);
      expect((await h().call("POST", A.signOut, { body: { scope: "global" }, cookie: laptop })).status).toBe(200);
      expect((await h().call("GET", API_PATHS.me, { cookie: laptop })).status).toBe(401);
      expect((await h().call("GET", API_PATHS.me, { cookie: phone })).status).toBe(401);
    });
  },
  { realMail: true, env: () => ({ SMTP_URL: `smtp://127.0.0.1:${smtp().port}` }) },
);
