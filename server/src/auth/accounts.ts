import { ADMIN_PATHS } from "@helixmap/common/routes";
import { eq } from "drizzle-orm";
import { writeAudit } from "../audit/write-audit";
import type { Executor } from "../db/client";
import { emailConfirmations, user, userProfiles } from "../db/schema";
import { registrationAttemptMail } from "../mail/templates";
import type { Services } from "../services";
import { insertProfile } from "./profiles";

export interface Registration {
  fullName: string;
  email: string;
  password: string;
}

/**
 * Creates the account through better-auth (which hashes the password and
 * sends the confirmation mail), then its profile and the user_registered
 * entry in one transaction. Used by the register route, the demo command and
 * the test fixtures alike.
 *
 * An address that already has an account is never changed by registering it
 * again: the password and name stay those of the first registrant
 * (docs/decisions/004, 2026-11-26). A confirmed address gets a notice
 * instead; an unconfirmed one is contested (see `contestRegistration`).
 */
export async function registerAccount(s: Services, input: Registration, meta: { ip: string | null }): Promise<string> {
  const [existing] = await s.db
    .select({ id: user.id, email: user.email, verified: user.emailVerified })
    .from(user)
    .where(eq(user.email, input.email));
  if (existing) return registeredAgain(s, existing, meta);

  // A concurrent registration of the same address may create the account first: better-auth then either
  // fails on the unique e-mail or answers with a look-alike user whose id matches no stored row. Either way
  // this registration is a repeat of that one.
  const result = await s.auth.api
    .signUpEmail({
      body: { name: input.fullName, email: input.email, password: input.password },
      asResponse: false,
    })
    .catch((err: unknown) => ({ failed: err }));
  const [created] = await s.db.select().from(user).where(eq(user.email, input.email));
  if (!created) throw "failed" in result ? result.failed : new Error("better-auth stored no account");
  if ("failed" in result || created.id !== result.user.id) {
    return registeredAgain(s, { id: created.id, email: created.email, verified: created.emailVerified }, meta);
  }
  await s.db.transaction(async (tx) => {
    const profile = await insertProfile(
      tx,
      { id: created.id, email: created.email, fullName: input.fullName, emailVerified: false },
      s.env.ADMIN_EMAIL,
    );
    await writeAudit(tx, {
      userId: profile.id,
      action: "user_registered",
      resourceType: "user_profile",
      resourceId: profile.id,
      newValues: { email: profile.email, fullName: profile.fullName, role: profile.role },
      ip: meta.ip,
    });
  });
  return created.id;
}

interface ExistingAccount {
  id: string;
  email: string;
}

async function registeredAgain(
  s: Services,
  account: ExistingAccount & { verified: boolean },
  meta: { ip: string | null },
) {
  if (account.verified) {
    const login = `${s.env.SITE_ORIGIN}${ADMIN_PATHS.login}`;
    await s.mailer.send(
      registrationAttemptMail(account.email, login, `${s.env.SITE_ORIGIN}${ADMIN_PATHS.forgotPassword}`),
    );
  } else {
    await contestRegistration(s, account, meta.ip);
  }
  return account.id;
}

/**
 * An unconfirmed address registered again: two people may have typed two
 * passwords, and a confirmation link proves the mailbox but not which of
 * them the mailbox's holder typed. So every confirmation link mailed so far
 * stops working (confirming the stored password could hand the account to
 * whoever registered first), the stored password stays as it is, and the
 * address gets a link to choose the password instead: whoever uses it holds
 * the mailbox, and the password is theirs.
 */
async function contestRegistration(s: Services, account: ExistingAccount, ip: string | null) {
  await s.db.transaction(async (tx) => {
    await tx.update(user).set({ registrationContested: true }).where(eq(user.id, account.id));
    await tx.delete(emailConfirmations).where(eq(emailConfirmations.userId, account.id));
    await writeAudit(tx, {
      userId: null,
      action: "user_registered",
      resourceType: "user_profile",
      resourceId: account.id,
      newValues: { email: account.email, again: true, confirmationLinksRevoked: true },
      ip,
    });
  });
  await s.auth.api.requestPasswordReset({ body: { email: account.email }, asResponse: false });
}

/**
 * Unconfirmed and contested: a repeat registration revoked its confirmation
 * links and marked it, so only a chosen password can confirm it now. The mark
 * is kept on the account, not read from the links left, so a link mailed by a
 * resend that raced the repeat registration confirms nothing either.
 */
export async function isContested(s: Services, email: string): Promise<boolean> {
  const [row] = await s.db
    .select({ verified: user.emailVerified, contested: user.registrationContested })
    .from(user)
    .where(eq(user.email, email));
  return row !== undefined && !row.verified && row.contested;
}

/**
 * The mailbox's holder confirmed the address (a confirmation link, or a
 * password chosen through a mailed link): its links are spent, and a
 * confirmed ADMIN_EMAIL becomes administrator only now.
 */
export async function markConfirmed(
  executor: Executor,
  adminEmail: string,
  account: ExistingAccount,
  meta: { ip: string | null; via: "confirmation link" | "password chosen by mail" },
) {
  await executor
    .update(user)
    .set({ emailVerified: true, registrationContested: false, updatedAt: new Date() })
    .where(eq(user.id, account.id));
  await executor.delete(emailConfirmations).where(eq(emailConfirmations.userId, account.id));
  if (account.email !== adminEmail) return;
  const [profile] = await executor.select().from(userProfiles).where(eq(userProfiles.id, account.id));
  if (!profile || profile.role === "administrator") return;
  await executor
    .update(userProfiles)
    .set({ role: "administrator", updatedAt: new Date() })
    .where(eq(userProfiles.id, account.id));
  await writeAudit(executor, {
    userId: null,
    action: "user_role_updated",
    resourceType: "user_profile",
    resourceId: account.id,
    oldValues: { role: profile.role },
    newValues: { role: "administrator", reason: `ADMIN_EMAIL confirmed (${meta.via})` },
    ip: meta.ip,
  });
}
