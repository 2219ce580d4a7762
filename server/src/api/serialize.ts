import type { Actor, Profile } from "@helixmap/common/api";
import type { userProfiles } from "../db/schema";

export type ProfileRow = typeof userProfiles.$inferSelect;
/** The acting user's columns of a joined row; null (or no e-mail) when the actor is gone or was the system. */
export type ActorColumns = { email: string | null; fullName: string | null } | null;

export const iso = (d: Date) => d.toISOString();

export function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    role: row.role,
    isActive: row.isActive,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    lastLogin: row.lastLogin ? iso(row.lastLogin) : null,
  };
}

export function toActor(actor: ActorColumns): Actor | null {
  return actor?.email ? { email: actor.email, fullName: actor.fullName } : null;
}
