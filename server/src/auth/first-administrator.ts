import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@helixmap/common/constants";
import { eq } from "drizzle-orm";
import { writeAudit } from "../audit/write-audit";
import { session, twoFactor, user, userProfiles } from "../db/schema";
import type { Services } from "../services";
import { registerAccount } from "./accounts";
import { findOrCreateProfile } from "./profiles";

export interface AdministratorInput {
  email: string;
  password: string;
  fullName?: string;
}

export class AdministratorInputError extends Error {}

/**
 * `npm run admin:create`: makes `email` a confirmed, active administrator
 * with `password`, creating the account when it does not exist. Resetting an
 * existing one is a recovery: it also ends its sessions and removes its
 * two-factor app (a lost phone is the usual reason to be here), and forgets
 * its failed sign-ins. Only someone with the server's shell can run it.
 */
export async function createOrResetAdministrator(s: Services, input: AdministratorInput) {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new AdministratorInputError("Not an e-mail address.");
  if (input.password.length < PASSWORD_MIN_LENGTH || input.password.length > PASSWORD_MAX_LENGTH) {
    throw new AdministratorInputError(
      `The password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long.`,
    );
  }
  const fullName = input.fullName?.trim() || "Administrator";
  const [existing] = await s.db.select().from(user).where(eq(user.email, email));
  const id = existing?.id ?? (await registerAccount(s, { email, password: input.password, fullName }, { ip: null }));
  if (existing) {
    const ctx = await s.auth.$context;
    await ctx.internalAdapter.updatePassword(id, await ctx.password.hash(input.password));
  }
  await s.db.transaction(async (tx) => {
    await tx
      .update(user)
      .set({ emailVerified: true, twoFactorEnabled: false, updatedAt: new Date() })
      .where(eq(user.id, id));
    await tx.delete(twoFactor).where(eq(twoFactor.userId, id));
    await tx.delete(session).where(eq(session.userId, id));
    const before = await findOrCreateProfile(
      tx,
      { id, email, fullName: existing?.name || fullName, emailVerified: true },
      s.env.ADMIN_EMAIL,
    );
    await tx
      .update(userProfiles)
      .set({ role: "administrator", isActive: true, updatedAt: new Date() })
      .where(eq(userProfiles.id, id));
    await writeAudit(tx, {
      userId: null,
      action: "user_role_updated",
      resourceType: "user_profile",
      resourceId: id,
      oldValues: existing ? { role: before.role, isActive: before.isActive } : null,
      newValues: { role: "administrator", isActive: true, via: "npm run admin:create" },
      ip: null,
    });
  });
  await s.lockout.clear(email);
  return { id, created: !existing };
}
