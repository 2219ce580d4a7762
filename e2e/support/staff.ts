import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Profile, UsersResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { ADMIN_PATHS, PRESS_ALERT_PATHS } from "@helixmap/common/routes";
import { type APIRequestContext, expect, type Page, request as playwrightRequest } from "@playwright/test";
import { adminEmail, baseURL, dataDir } from "../playwright.config";
import { gotoHydrated } from "./pages";

export interface Account {
  fullName: string;
  email: string;
  password: string;
}

export const ADMIN: Account = { fullName: "Erin Admin", email: adminEmail, password: "admin-journey-password-1" };

/** A new, never-registered account for one test. */
export function freshAccount(label: string): Account {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
  return { fullName: `${label} ${id}`, email: `${label.toLowerCase()}-${id}@example.test`, password: `pw-${id}-long` };
}

interface OutboxMail {
  to: string | string[];
  subject: string;
  links: string[];
  createdAt: string;
}

type MailKind = "confirm" | "reset" | "press-alert-confirm";
const LINK_PATHS: Record<MailKind, string> = {
  confirm: ADMIN_PATHS.confirm,
  reset: ADMIN_PATHS.resetPassword,
  "press-alert-confirm": PRESS_ALERT_PATHS.confirm,
};

async function readOutbox(): Promise<OutboxMail[]> {
  const dir = join(dataDir, "outbox");
  const names = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(
    names
      .filter((n) => n.endsWith(".json"))
      .map(async (n) => JSON.parse(await readFile(join(dir, n), "utf8")) as OutboxMail),
  );
  return mails.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/**
 * The newest link of a kind mailed to an address, as a path on the server
 * under test. Waits for the mail, since sending may finish after the response.
 */
export async function mailedLink(email: string, kind: MailKind, count = 1): Promise<string> {
  let links: string[] = [];
  await expect
    .poll(
      async () => {
        links = (await readOutbox())
          .filter((m) => [m.to].flat().some((to) => to.toLowerCase().includes(email.toLowerCase())))
          .flatMap((m) => m.links)
          .filter((l) => new URL(l).pathname === LINK_PATHS[kind]);
        return links.length;
      },
      { message: `${kind} mail to ${email}`, timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(count);
  const url = new URL(links.at(-1) as string);
  return url.pathname + url.search;
}

/**
 * Posts to the API, waiting out the per-IP limit on auth routes: every test
 * runs from the same address, and the fixtures must not fail the journey.
 */
async function post(request: APIRequestContext, path: string, data: unknown) {
  for (let attempt = 0; ; attempt++) {
    const response = await request.post(path, { data });
    if (response.status() !== 429 || attempt >= 3) return response;
    const wait = Number(response.headers()["retry-after"] ?? "5");
    await new Promise((r) => setTimeout(r, Math.min(wait, 60) * 1000));
  }
}

/** Registers the account and confirms it through the link in the outbox. */
export async function createConfirmedAccount(request: APIRequestContext, account: Account): Promise<Account> {
  const registered = await post(request, API_PATHS.auth.register, account);
  expect(registered.status(), await registered.text()).toBe(201);
  await confirmThroughOutbox(request, account.email);
  return account;
}

async function confirmThroughOutbox(request: APIRequestContext, email: string) {
  const link = await mailedLink(email, "confirm");
  const token = new URL(link, "http://x").searchParams.get("token");
  const confirmed = await post(request, API_PATHS.auth.confirm, { token });
  return confirmed;
}

/**
 * The configured administrator: registered and confirmed by whichever test
 * needs it first. Workers may register it at the same moment; each
 * registration of the still unconfirmed address replaces the earlier link (and
 * a quick second one is refused as too many mails), so this confirms with the
 * newest link until the administrator can sign in. The check signs in from a
 * context of its own, leaving the caller's cookies alone.
 */
export async function ensureAdmin(request: APIRequestContext): Promise<Account> {
  const registered = await request.post(API_PATHS.auth.register, { data: ADMIN });
  expect([201, 409, 429], await registered.text()).toContain(registered.status());
  const probe = await playwrightRequest.newContext({ baseURL });
  try {
    await expect
      .poll(
        async () => {
          const signIn = await probe.post(API_PATHS.auth.signIn, {
            data: { email: ADMIN.email, password: ADMIN.password },
          });
          if (signIn.status() === 403) await confirmThroughOutbox(request, ADMIN.email);
          return signIn.status();
        },
        { message: "administrator confirmed", timeout: 20_000 },
      )
      .toBe(200);
  } finally {
    await probe.dispose();
  }
  return ADMIN;
}

/** Signs the browser context in through the API (the session cookie lands in the page's context). */
export async function signInWithApi(page: Page, account: Account) {
  const response = await post(page.request, API_PATHS.auth.signIn, {
    email: account.email,
    password: account.password,
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function signInAsAdmin(page: Page): Promise<Account> {
  const admin = await ensureAdmin(page.request);
  // Another worker may have registered the administrator and not yet confirmed it.
  await expect
    .poll(
      async () =>
        (await post(page.request, API_PATHS.auth.signIn, { email: admin.email, password: admin.password })).status(),
      {
        message: "administrator sign-in",
        timeout: 15_000,
      },
    )
    .toBe(200);
  return admin;
}

/** Fills the Admin Login card and submits it. */
export async function submitLoginForm(page: Page, email: string, password: string) {
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

export async function openDashboard(page: Page) {
  await gotoHydrated(page, ADMIN_PATHS.dashboard);
}

/** A confirmed account an administrator has given `role`, for one test. */
async function createStaffMember(
  admin: APIRequestContext,
  role: "partner" | "administrator",
  label: string,
): Promise<Account> {
  const anonymous = await playwrightRequest.newContext({ baseURL });
  try {
    const member = await createConfirmedAccount(anonymous, freshAccount(label));
    const found = await admin.get(API_PATHS.usersPage({ q: member.email }));
    expect(found.status(), await found.text()).toBe(200);
    const user = ((await found.json()) as UsersResponse).users.find((u) => u.email === member.email);
    expect(user, `user ${member.email}`).toBeDefined();
    const promoted = await admin.patch(API_PATHS.user((user as Profile).id), { data: { role } });
    expect(promoted.status(), await promoted.text()).toBe(200);
    return member;
  } finally {
    await anonymous.dispose();
  }
}

export function createPartner(admin: APIRequestContext): Promise<Account> {
  return createStaffMember(admin, "partner", "Partner");
}

/** A second administrator besides the configured one, for journeys with two people at work. */
export function createAdministrator(admin: APIRequestContext): Promise<Account> {
  return createStaffMember(admin, "administrator", "Admin");
}
