import type { ContentItem, Profile, UsersResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { type APIRequestContext, type Browser, expect, request as playwrightRequest } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { type Account, createConfirmedAccount, freshAccount, openDashboard, signInWithApi } from "./staff";

/** A confirmed account the signed-in administrator (`admin`) has made an administrator too, for one test. */
export async function createAdministrator(admin: APIRequestContext, label = "Reviewer"): Promise<Account> {
  const anonymous = await playwrightRequest.newContext({ baseURL });
  try {
    const account = await createConfirmedAccount(anonymous, freshAccount(label));
    const found = await admin.get(API_PATHS.usersPage({ q: account.email }));
    expect(found.status(), await found.text()).toBe(200);
    const user = ((await found.json()) as UsersResponse).users.find((u) => u.email === account.email);
    expect(user, `user ${account.email}`).toBeDefined();
    const promoted = await admin.patch(API_PATHS.user((user as Profile).id), { data: { role: "administrator" } });
    expect(promoted.status(), await promoted.text()).toBe(200);
    return account;
  } finally {
    await anonymous.dispose();
  }
}

/** An API context signed in as a second administrator, who may approve what `admin` saves. */
export async function reviewerRequest(admin: APIRequestContext): Promise<APIRequestContext> {
  const reviewer = await createAdministrator(admin);
  const context = await playwrightRequest.newContext({ baseURL });
  const signedIn = await context.post(API_PATHS.auth.signIn, {
    data: { email: reviewer.email, password: reviewer.password },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return context;
}

/** The kinds a new database publishes only after a second administrator's approval. */
const NEEDS_APPROVAL = new Set(["press_release", "sec_filing"]);

/**
 * Creates an item as `author`; one of a kind that needs approval and is to be
 * published is created unpublished, approved by a fresh second
 * administrator, then published, as the rules ask.
 */
export async function createApproved(
  author: APIRequestContext,
  body: Record<string, unknown> & { published?: boolean; contentType?: string },
): Promise<ContentItem> {
  const { published, ...rest } = body;
  const gated = published === true && NEEDS_APPROVAL.has(body.contentType ?? "page");
  const created = await author.post(API_PATHS.content, { data: gated ? { ...rest, published: false } : body });
  expect(created.status(), await created.text()).toBe(201);
  const item = ((await created.json()) as { item: ContentItem }).item;
  if (!gated) return item;
  const reviewer = await reviewerRequest(author);
  try {
    const approved = await reviewer.post(API_PATHS.approveContent(item.id), { data: { comment: "Approved" } });
    expect(approved.status(), await approved.text()).toBe(200);
  } finally {
    await reviewer.dispose();
  }
  const live = await author.patch(API_PATHS.contentItem(item.id), { data: { published: true } });
  expect(live.status(), await live.text()).toBe(200);
  return ((await live.json()) as { item: ContentItem }).item;
}

/** A fresh second administrator, in a browser of their own, approves `title` in the Review tab. */
export async function approveInReviewTab(browser: Browser, admin: APIRequestContext, title: string) {
  const reviewer = await createAdministrator(admin);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signInWithApi(page, reviewer);
    await openDashboard(page);
    await page.getByRole("tab", { name: "Review" }).click();
    const entry = page.getByTestId("review-entry").filter({ hasText: title });
    await entry.getByRole("button", { name: "Approve" }).click();
    await expect(entry.getByText("Approved", { exact: true })).toBeVisible();
  } finally {
    await context.close();
  }
}
