import { AUTH_MESSAGES } from "@helixmap/common/errors";
import { eq } from "drizzle-orm";
import { ApiProblem } from "../api/errors";
import { writeAudit } from "../audit/write-audit";
import { user, userProfiles } from "../db/schema";
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
 * An address that is not confirmed yet can be registered again: whoever
 * holds the mailbox must be able to claim it, so the new password and name
 * replace the earlier ones and the new confirmation mail makes earlier links
 * stop working (src/auth/auth.ts keeps only the newest).
 */
export async function registerAccount(
  s: Services,
  input: Registration,
  meta: {
    ip: string | null /** Runs before a repeat registration mails a new link (the mail limit). */;
    beforeRepeatMail?: () => Promise<void>;
  },
): Promise<string> {
  const [existing] = await s.db
    .select({ id: user.id, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, input.email));
  if (existing?.emailVerified) throw new ApiProblem(409, "USER_ALREADY_EXISTS", AUTH_MESSAGES.USER_ALREADY_EXISTS);
  if (existing) return registerAgain(s, existing.id, input, meta);

  const result = await s.auth.api.signUpEmail({
    body: { name: input.fullName, email: input.email, password: input.password },
    asResponse: false,
  });
  // With e-mail confirmation on, better-auth answers a duplicate (a concurrent
  // registration) with a look-alike user whose id matches no stored row.
  const [created] = await s.db.select().from(user).where(eq(user.email, input.email));
  if (!created || created.id !== result.user.id)
    throw new ApiProblem(409, "USER_ALREADY_EXISTS", AUTH_MESSAGES.USER_ALREADY_EXISTS);
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

async function registerAgain(
  s: Services,
  id: string,
  input: Registration,
  meta: { ip: string | null; beforeRepeatMail?: () => Promise<void> },
) {
  await meta.beforeRepeatMail?.();
  const ctx = await s.auth.$context;
  const hash = await ctx.password.hash(input.password);
  await s.db.transaction(async (tx) => {
    const now = new Date();
    await tx.update(user).set({ name: input.fullName, updatedAt: now }).where(eq(user.id, id));
    const profile = await insertProfile(
      tx,
      { id, email: input.email, fullName: input.fullName, emailVerified: false },
      s.env.ADMIN_EMAIL,
    );
    const [updated] = await tx
      .update(userProfiles)
      .set({ fullName: input.fullName, updatedAt: now })
      .where(eq(userProfiles.id, id))
      .returning();
    await writeAudit(tx, {
      userId: id,
      action: "user_registered",
      resourceType: "user_profile",
      resourceId: id,
      oldValues: { fullName: profile.fullName },
      newValues: { email: input.email, fullName: updated?.fullName ?? input.fullName, role: profile.role, again: true },
      ip: meta.ip,
    });
  });
  await ctx.internalAdapter.updatePassword(id, hash);
  await s.auth.api.sendVerificationEmail({ body: { email: input.email }, asResponse: false });
  return id;
}
