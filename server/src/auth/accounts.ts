import { AUTH_MESSAGES } from "@helixmap/common/errors";
import { eq } from "drizzle-orm";
import { ApiProblem } from "../api/errors";
import { writeAudit } from "../audit/write-audit";
import { user } from "../db/schema";
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
 */
export async function registerAccount(
  s: Services,
  input: Registration,
  meta: { ip: string | null; mailRequest?: Request },
): Promise<string> {
  const existing = await s.db.select({ id: user.id }).from(user).where(eq(user.email, input.email));
  if (existing.length > 0) throw new ApiProblem(409, "USER_ALREADY_EXISTS", AUTH_MESSAGES.USER_ALREADY_EXISTS);
  const result = await s.auth.api.signUpEmail({
    body: { name: input.fullName, email: input.email, password: input.password },
    request: meta.mailRequest,
    // better-auth answers with a Response when given a request; we want the data.
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
      { id: created.id, email: created.email, fullName: input.fullName },
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
