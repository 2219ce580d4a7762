import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Profile } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { type Credentials, signIn } from "./api-session";

export interface BenchAccounts {
  admin: Credentials;
  partner: Credentials;
}

/**
 * Fresh addresses per run: a PostgreSQL database outlives the run, and the
 * administrator is whoever registers with the server's ADMIN_EMAIL.
 */
export function benchAccounts(): BenchAccounts {
  const run = `${Date.now().toString(36)}${randomBytes(2).toString("hex")}`;
  const password = () => `bench-${randomBytes(12).toString("base64url")}`;
  return {
    admin: { email: `bench-admin-${run}@helixmap.example`, password: password() },
    partner: { email: `bench-partner-${run}@helixmap.example`, password: password() },
  };
}

async function post(baseUrl: string, path: string, body: unknown, cookie?: string, method = "POST"): Promise<Response> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { "content-type": "application/json", origin: baseUrl, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res;
}

/** The confirmation token mailed to an address, read from the file outbox of the data directory. */
async function mailedToken(dataDir: string, email: string): Promise<string> {
  const outbox = join(dataDir, "outbox");
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const files = existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith(".json")) : [];
    for (const file of files) {
      const mail = JSON.parse(readFileSync(join(outbox, file), "utf8")) as { to: string; links: string[] };
      const token = mail.to === email && mail.links[0] ? new URL(mail.links[0]).searchParams.get("token") : null;
      if (token) return token;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`No confirmation mail for ${email} in ${outbox}`);
}

/**
 * Creates a confirmed administrator and a confirmed partner the way people
 * do: registration, the mailed confirmation link, and the administrator
 * granting the partner role. Works alike on PGlite and PostgreSQL (the demo
 * command refuses PostgreSQL). Returns the partner's session cookie and the
 * administrator's.
 */
export async function createAccounts(
  baseUrl: string,
  dataDir: string,
  accounts: BenchAccounts,
): Promise<{ adminCookie: string; partnerCookie: string }> {
  for (const [who, account] of [
    ["Bench Administrator", accounts.admin],
    ["Bench Partner", accounts.partner],
  ] as const) {
    await post(baseUrl, API_PATHS.auth.register, { fullName: who, ...account });
    await post(baseUrl, API_PATHS.auth.confirm, { token: await mailedToken(dataDir, account.email) });
  }
  const adminCookie = await signIn(baseUrl, accounts.admin);
  const res = await fetch(`${baseUrl}${API_PATHS.usersPage({ q: accounts.partner.email })}`, {
    headers: { cookie: adminCookie },
  });
  if (!res.ok) throw new Error(`Listing users as the administrator answered ${res.status}`);
  const { users } = (await res.json()) as { users: Profile[] };
  const partner = users.find((u) => u.email === accounts.partner.email);
  if (!partner) throw new Error(`${accounts.partner.email} is not among the users`);
  await post(baseUrl, API_PATHS.user(partner.id), { role: "partner" }, adminCookie, "PATCH");
  return { adminCookie, partnerCookie: await signIn(baseUrl, accounts.partner) };
}
