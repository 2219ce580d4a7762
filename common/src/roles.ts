/** Role levels: a check passes when the caller's level is at least the required one. */
export const ROLE_LEVELS = {
  public: 1,
  partner: 2,
  administrator: 3,
} as const;

export type Role = keyof typeof ROLE_LEVELS;

export const ROLES = Object.keys(ROLE_LEVELS) as Role[];

export const ROLE_LABELS: Record<Role, string> = {
  public: "Public",
  partner: "Partner",
  administrator: "Admin",
};

export function hasRole(role: Role | null | undefined, required: Role): boolean {
  if (!role) return false;
  return ROLE_LEVELS[role] >= ROLE_LEVELS[required];
}
