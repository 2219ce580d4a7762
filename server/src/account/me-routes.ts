import { updateProfileSchema } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../api/app-env";
import { callerOf, requireRole } from "../api/require-role";
import { toProfile } from "../api/serialize";
import { readBody } from "../api/validate";
import { writeAudit } from "../audit/write-audit";
import { isSecureRequest, setDisplayNameCookie } from "../auth/session-cookies";
import { user, userProfiles } from "../db/schema";
import { clientIp } from "../http/client-ip";
import type { Services } from "../services";
import { twoFactorRequired } from "./enrolment";

export function meRoutes(s: Services) {
  const app = new Hono<AppEnv>();
  app.use(API_PATHS.me, requireRole("public"));

  app.get(API_PATHS.me, (c) => {
    const { profile, mfaEnabled } = callerOf(c);
    return c.json({
      user: toProfile(profile),
      twoFactor: { enabled: mfaEnabled, required: twoFactorRequired(s.env, profile.role) },
    });
  });

  app.patch(API_PATHS.me, async (c) => {
    const { profile } = callerOf(c);
    const { fullName } = await readBody(c, updateProfileSchema);
    const updated = await s.db.transaction(async (tx) => {
      const now = new Date();
      const [row] = await tx
        .update(userProfiles)
        .set({ fullName, updatedAt: now })
        .where(eq(userProfiles.id, profile.id))
        .returning();
      await tx.update(user).set({ name: fullName, updatedAt: now }).where(eq(user.id, profile.id));
      await writeAudit(tx, {
        userId: profile.id,
        action: "profile_updated",
        resourceType: "user_profile",
        resourceId: profile.id,
        oldValues: { fullName: profile.fullName },
        newValues: { fullName },
        ip: clientIp(c),
      });
      return row!;
    });
    setDisplayNameCookie(c, updated, isSecureRequest(c, s.env.NODE_ENV === "production"));
    return c.json({
      user: toProfile(updated),
      twoFactor: { enabled: callerOf(c).mfaEnabled, required: twoFactorRequired(s.env, updated.role) },
    });
  });

  return app;
}
