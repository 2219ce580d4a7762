import { idParamSchema, userPatchSchema, usersListQuerySchema } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../api/app-env";
import { ApiProblem } from "../api/errors";
import { callerOf, requireRole } from "../api/require-role";
import { toProfile } from "../api/serialize";
import { parseOrThrow, readBody } from "../api/validate";
import { writeAudit } from "../audit/write-audit";
import { session, userProfiles } from "../db/schema";
import { clientIp } from "../http/client-ip";
import type { Services } from "../services";
import { listUsersPage } from "./users-list";

export function usersRoutes(s: Services) {
  const app = new Hono<AppEnv>();

  app.get(API_PATHS.users, requireRole("administrator"), async (c) => {
    const query = parseOrThrow(usersListQuerySchema, c.req.query());
    return c.json(await listUsersPage(s.db, query));
  });

  app.patch(API_PATHS.user(":id"), requireRole("administrator"), async (c) => {
    const { profile: actor } = callerOf(c);
    const { id } = parseOrThrow(idParamSchema, c.req.param());
    const patch = await readBody(c, userPatchSchema);
    const updated = await s.db.transaction(async (tx) => {
      // Locking every active administrator serialises concurrent demotions,
      // so two administrators cannot demote each other into having none.
      const admins = await tx
        .select({ id: userProfiles.id })
        .from(userProfiles)
        .where(and(eq(userProfiles.role, "administrator"), eq(userProfiles.isActive, true)))
        .for("update");
      const [before] = await tx.select().from(userProfiles).where(eq(userProfiles.id, id)).for("update");
      if (!before) throw new ApiProblem(404, "NOT_FOUND", "No user with this id");
      const role = patch.role ?? before.role;
      const isActive = patch.isActive ?? before.isActive;
      const losesAdministrator =
        before.role === "administrator" && before.isActive && (role !== "administrator" || !isActive);
      if (losesAdministrator && admins.length <= 1) {
        throw new ApiProblem(
          409,
          "LAST_ADMINISTRATOR",
          "This is the last active administrator. Make someone else an administrator first.",
        );
      }
      const [after] = await tx
        .update(userProfiles)
        .set({ role, isActive, updatedAt: new Date() })
        .where(eq(userProfiles.id, id))
        .returning();
      if (!isActive) await tx.delete(session).where(eq(session.userId, id));
      await writeAudit(tx, {
        userId: actor.id,
        action: "user_role_updated",
        resourceType: "user_profile",
        resourceId: id,
        oldValues: { role: before.role, isActive: before.isActive },
        newValues: { role, isActive },
        ip: clientIp(c),
      });
      return after!;
    });
    return c.json({ user: toProfile(updated) });
  });

  return app;
}
