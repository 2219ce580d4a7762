import { API_PATHS } from "@helixmap/common/api-paths";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { otherAccounts } from "../cli/demo-accounts";
import { user, userProfiles } from "../db/schema";
import { auditRows } from "../test/audit";
import { describeOnDatabases, type Harness, TEST_PASSWORD } from "../test/harness";
import { totpCode } from "../test/totp";
import { backgroundSettled } from "./background";
import { AdministratorInputError, createOrResetAdministrator } from "./first-administrator";

const A = API_PATHS.auth;
const tokenOf = (link: string | undefined) => new URL(link ?? "").searchParams.get("token");
const roleOf = async (h: Harness, email: string) =>
  (await h.services.db.select().from(userProfiles).where(eq(userProfiles.email, email)))[0]?.role;

describeOnDatabases(
  "the first administrator",
  (h) => {
    it("cannot be taken over by whoever registers ADMIN_EMAIL first", async () => {
      const adminEmail = h().services.env.ADMIN_EMAIL;
      const register = async (password: string, fullName: string) => {
        const res = await h().call("POST", A.register, { body: { fullName, email: adminEmail, password } });
        await backgroundSettled();
        return res;
      };

      // A stranger registers the address first; the mail goes to the real owner.
      expect((await register("stranger-password", "Stranger")).status).toBe(201);
      const strangersLink = h().mail.at(-1)?.links[0];
      expect(await roleOf(h(), adminEmail)).toBe("public");

      // The owner registers it again: the stranger's password stays, but no link can confirm it any more;
      // the owner is mailed a link to choose the password, which confirms the address.
      expect((await register("owners-password", "Owner")).status).toBe(201);
      const choosePassword = h().mail.at(-1);
      expect(choosePassword?.links[0]).toContain("/admin/reset-password?token=");
      const stale = await h().call("POST", A.confirm, { body: { token: tokenOf(strangersLink) } });
      expect(stale.status).toBe(400);
      expect(await roleOf(h(), adminEmail)).toBe("public");

      const chosen = await h().call("POST", A.resetPassword, {
        body: { token: tokenOf(choosePassword?.links[0]), newPassword: "owners-password" },
      });
      expect(chosen.status).toBe(200);
      expect(await roleOf(h(), adminEmail)).toBe("administrator");
      expect((await h().signIn(adminEmail, "stranger-password")).status).toBe(401);
      const owner = await h().signIn(adminEmail, "owners-password");
      expect(owner.status).toBe(200);
      expect(owner.body).toMatchObject({ user: { role: "administrator" } });
    });

    it("admin:create creates a confirmed, active administrator", async () => {
      const email = "ops-admin@test.helixmap.example";
      const { id, created } = await createOrResetAdministrator(h().services, {
        email,
        password: "from the shell 1",
      });
      expect(created).toBe(true);
      const [row] = await h().services.db.select().from(user).where(eq(user.email, email));
      expect(row?.emailVerified).toBe(true);
      expect(await roleOf(h(), email)).toBe("administrator");
      expect((await h().signIn(email, "from the shell 1")).status).toBe(200);
      const entry = (await auditRows(h(), "user_role_updated")).find((e) => e.resourceId === id);
      expect(entry?.newValues).toMatchObject({ role: "administrator", via: "npm run admin:create" });
    });

    it("admin:create resets an account: new password, sessions ended, two-factor removed, reactivated", async () => {
      const person = await h().createUser("partner");
      const started = await h().call("POST", API_PATHS.account.twoFactorEnable, {
        body: { password: TEST_PASSWORD },
        cookie: person.cookie,
      });
      const { secret } = started.body as { secret: string };
      await h().call("POST", API_PATHS.account.twoFactorConfirm, {
        body: { code: totpCode(secret) },
        cookie: person.cookie,
      });
      await h().services.db.update(userProfiles).set({ isActive: false }).where(eq(userProfiles.id, person.id));

      const { created } = await createOrResetAdministrator(h().services, {
        email: person.email,
        password: "recovered password",
      });
      expect(created).toBe(false);
      expect((await h().call("GET", API_PATHS.me, { cookie: person.cookie })).status).toBe(401);
      const signIn = await h().signIn(person.email, "recovered password");
      expect(signIn.body).toMatchObject({
        user: { role: "administrator", isActive: true },
        twoFactor: { enabled: false },
      });
    });

    it("admin:create refuses a short password or a bad address", async () => {
      await expect(
        createOrResetAdministrator(h().services, { email: "x@test.helixmap.example", password: "short" }),
      ).rejects.toBeInstanceOf(AdministratorInputError);
      await expect(
        createOrResetAdministrator(h().services, { email: "not an address", password: "long enough pw" }),
      ).rejects.toBeInstanceOf(AdministratorInputError);
    });

    it("npm run demo's guard finds accounts that are not the demo's own", async () => {
      const demo = [{ email: "demo-only@test.helixmap.example" }];
      const others = await otherAccounts(h().services.db, demo);
      expect(others.length).toBeGreaterThan(0);
      expect(others).not.toContain("demo-only@test.helixmap.example");
    });
  },
  { limits: { mailPerAddressWindowMs: 1 } },
);
