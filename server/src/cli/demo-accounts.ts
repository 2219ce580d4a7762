import type { Role } from "@helixmap/common/roles";
import type { Database } from "../db/client";
import { user } from "../db/schema";

export const DEMO_ACCOUNTS = (adminEmail: string) =>
  [
    { role: "administrator", email: adminEmail, fullName: "Demo Administrator", password: "demo-admin-2025" },
    { role: "partner", email: "partner@helixmap.example", fullName: "Demo Partner", password: "demo-partner-2025" },
  ] satisfies { role: Role; email: string; fullName: string; password: string }[];

/** The addresses of accounts that are not the demo's own. */
export async function otherAccounts(db: Database, demo: { email: string }[]): Promise<string[]> {
  const mine = new Set(demo.map((a) => a.email.toLowerCase()));
  const rows = await db.select({ email: user.email }).from(user);
  return rows.map((r) => r.email).filter((email) => !mine.has(email.toLowerCase()));
}
