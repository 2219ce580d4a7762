import type { UsersListQuery, UsersResponse } from "@helixmap/common/api";
import { and, desc, eq, ilike, or } from "drizzle-orm";
import { containsPattern } from "../api/contains-pattern";
import { after, decodeCursor, positionOf, toPage } from "../api/list-cursor";
import { toProfile } from "../api/serialize";
import type { Database } from "../db/client";
import { userProfiles } from "../db/schema";

const u = userProfiles;

/** One page of accounts, newest first, matching the search (name or e-mail), role and active state. */
export async function listUsersPage(
  db: Database,
  { limit, cursor, q, role, active }: UsersListQuery,
): Promise<UsersResponse> {
  const position = cursor === undefined ? undefined : decodeCursor(cursor, "text");
  const pattern = q ? containsPattern(q) : undefined;
  const rows = await db
    .select({ profile: u, id: u.id, position: positionOf(u.createdAt) })
    .from(u)
    .where(
      and(
        pattern ? or(ilike(u.email, pattern), ilike(u.fullName, pattern)) : undefined,
        role ? eq(u.role, role) : undefined,
        active === undefined ? undefined : eq(u.isActive, active),
        position && after(u.createdAt, u.id, position, "text"),
      ),
    )
    .orderBy(desc(u.createdAt), desc(u.id))
    .limit(limit + 1);
  const { page, nextCursor } = toPage(rows, limit);
  return { users: page.map((r) => toProfile(r.profile)), nextCursor };
}
