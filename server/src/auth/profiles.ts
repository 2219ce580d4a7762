import { eq } from "drizzle-orm";
import type { ProfileRow } from "../api/serialize";
import type { Executor } from "../db/client";
import { userProfiles } from "../db/schema";

export interface NewProfile {
  id: string;
  email: string;
  fullName: string | null;
  /** Only a confirmed ADMIN_EMAIL is made administrator: an unconfirmed one may be anybody. */
  emailVerified: boolean;
}

/** The configured ADMIN_EMAIL becomes administrator when its confirmed profile is created; everyone else starts public. */
export async function insertProfile(executor: Executor, user: NewProfile, adminEmail: string): Promise<ProfileRow> {
  const [row] = await executor
    .insert(userProfiles)
    .values({
      id: user.id,
      email: user.email,
      fullName: user.fullName,
      role: user.emailVerified && user.email.toLowerCase() === adminEmail ? "administrator" : "public",
    })
    .onConflictDoNothing()
    .returning();
  return row ?? (await findProfile(executor, user.id))!;
}

export async function findProfile(executor: Executor, id: string): Promise<ProfileRow | undefined> {
  const [row] = await executor.select().from(userProfiles).where(eq(userProfiles.id, id));
  return row;
}

/**
 * The profile of an account, created when missing: registration writes it
 * right after better-auth creates the account, and this covers a crash in
 * between (the spec creates a missing profile on first load, too).
 */
export async function findOrCreateProfile(executor: Executor, user: NewProfile, adminEmail: string) {
  return (await findProfile(executor, user.id)) ?? insertProfile(executor, user, adminEmail);
}
