import { randomBytes } from "node:crypto";
import type { ContentItem, Deployment } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { PUBLIC_PATHS } from "@helixmap/common/routes";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { DEPLOY_FAILURE_MARKER } from "./playwright.config";
import { writeMarkdown } from "./support/markdown-field";
import { gotoHydrated } from "./support/pages";
import { createApproved, reviewerRequest } from "./support/review";
import { openDashboard, signInAsAdmin } from "./support/staff";

// Deploys are one at a time on the shared server, so these journeys run in order.
test.describe.configure({ mode: "serial", timeout: 90_000 });

const unique = () => randomBytes(3).toString("hex");

async function openTab(page: Page, name: "Content" | "Deployment") {
  await page.getByRole("tab", { name }).click();
}

async function deployInTab(page: Page) {
  await openTab(page, "Deployment");
  const rows = page.getByTestId("deployment-row");
  await expect(page.getByTestId("last-deploy")).not.toHaveText("Loading...");
  const before = await rows.count();
  await page.getByRole("button", { name: "Manual Deploy" }).click();
  await expect(rows).toHaveCount(before + 1, { timeout: 60_000 });
  return rows.first();
}

async function editItem(page: Page, title: string, change: (form: ReturnType<Page["getByRole"]>) => Promise<void>) {
  await openTab(page, "Content");
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const form = page.getByRole("form", { name: `Edit ${title}` });
  await change(form);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Content updated")).toBeVisible();
}

/** Press releases need a second administrator's approval before they are published: a reviewer gives it. */
const apiCreate = (request: APIRequestContext, body: Record<string, unknown>): Promise<ContentItem> =>
  createApproved(request, body);

async function apiDeploy(request: APIRequestContext): Promise<Deployment> {
  const res = await request.post(API_PATHS.deployments, { data: {} });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { deployment: Deployment }).deployment;
}

const title = `Gene Map Milestone ${unique()}`;
const slug = title.toLowerCase().replace(/\s+/g, "-");

test("an administrator writes a press release in Markdown, previews, publishes and deploys it; a visitor finds it", async ({
  page,
  browser,
}) => {
  const admin = await signInAsAdmin(page);
  await openDashboard(page);
  await page.getByRole("button", { name: "New Content" }).click();
  const form = page.getByRole("form", { name: "New content" });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Content type").selectOption("press_release");
  await form.getByLabel("Summary").fill("The codon map reaches a new milestone.");
  await form.getByLabel("Display date").fill("2030-01-15");
  await form.getByLabel("Category").fill("Research");
  await writeMarkdown(
    form,
    "Content",
    "## What we found\n\nThe map is **complete**. Read [the paper](https://example.org/paper).\n\n<script>alert(1)</script>",
  );
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Content created")).toBeVisible();

  // The draft, exactly as its page will look, from the content list.
  const [preview] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("link", { name: `Preview ${title}` }).click(),
  ]);
  await preview.waitForLoadState();
  expect(new URL(preview.url()).pathname).toMatch(/^\/admin\/preview\//);
  await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(preview.getByRole("heading", { name: "What we found" })).toBeVisible();
  await expect(preview.getByRole("link", { name: "the paper" })).toHaveAttribute("href", "https://example.org/paper");
  await expect(preview.getByText("<script>alert(1)</script>")).toBeVisible();
  await preview.close();

  // A second administrator approves the press release before it can be published.
  const reviewer = await reviewerRequest(page.request);
  const [created] = (
    (await (await page.request.get(API_PATHS.contentPage({ q: title }))).json()) as {
      items: ContentItem[];
    }
  ).items;
  const approved = await reviewer.post(API_PATHS.approveContent(created!.id), { data: { comment: "Approved" } });
  expect(approved.status(), await approved.text()).toBe(200);
  await reviewer.dispose();
  await editItem(page, title, (f) => f.getByLabel("Published").check());
  const row = await deployInTab(page);
  await expect(row).toContainText("Success");
  await expect(row).toContainText(`Added: ${title}`);
  await expect(row).toContainText(admin.fullName);
  await expect(row).toContainText("Live");
  await expect(page.getByTestId("last-deploy")).toHaveText("just now");

  const visitor = await browser.newPage();
  await gotoHydrated(visitor, "/press-releases");
  const listed = visitor.getByRole("link", { name: title });
  await expect(listed).toBeVisible();
  // Newest first: a release dated 2030 heads the list.
  await expect(visitor.getByRole("region", { name: "Latest releases" }).getByRole("listitem").first()).toContainText(
    title,
  );
  await listed.click();
  await expect(visitor).toHaveURL(new RegExp(`/press-releases/${slug}$`));
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole("heading", { name: "What we found" })).toBeVisible();
  await gotoHydrated(visitor, `/press-releases/${slug}`);
  const crumbs = visitor.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem");
  await expect(crumbs).toHaveText(["Home", "Press Releases", title]);
  await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `https://www.helixmap.example/press-releases/${slug}`,
  );
  await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute("content", new RegExp(title));
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    "The codon map reaches a new milestone.",
  );
  expect(await (await visitor.request.get("/sitemap.xml")).text()).toContain(`/press-releases/${slug}</loc>`);
  await visitor.close();
});

test("rollback brings back the earlier list, and unpublishing then deploying removes the release everywhere", async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  await openDashboard(page);
  await editItem(page, title, (f) => f.getByLabel("Published").uncheck());
  const row = await deployInTab(page);
  await expect(row).toContainText(`Removed: ${title}`);

  const visitor = await browser.newPage();
  await gotoHydrated(visitor, "/press-releases");
  await expect(visitor.getByText(title)).toHaveCount(0);
  await visitor.goto(`/press-releases/${slug}`);
  await expect(visitor).toHaveURL(/\/$/);
  expect(await (await visitor.request.get("/sitemap.xml")).text()).not.toContain(slug);

  const earlier = page.getByTestId("deployment-row").filter({ hasText: `Added: ${title}` });
  await earlier.getByRole("button", { name: /Roll back to the deployment/ }).click();
  await page.getByRole("button", { name: "Make live" }).click();
  await expect(page.getByText("Earlier generation is live again")).toBeVisible();
  await expect(earlier).toContainText("Live");
  await gotoHydrated(visitor, "/press-releases");
  await expect(visitor.getByRole("link", { name: title })).toBeVisible();

  // Deploying again publishes what is published now: the release is gone again.
  await deployInTab(page);
  await gotoHydrated(visitor, "/press-releases");
  await expect(visitor.getByText(title)).toHaveCount(0);
  await visitor.close();
});

test("a published partner item never appears in any public page, data file or the sitemap", async ({ page }) => {
  await signInAsAdmin(page);
  const secret = `Partner Only Briefing ${unique()}`;
  const adminOnly = `Board Notes ${unique()}`;
  const draft = `Unfinished Release ${unique()}`;
  await apiCreate(page.request, {
    title: secret,
    contentType: "press_release",
    visibility: "partner",
    published: true,
  });
  await apiCreate(page.request, { title: adminOnly, contentType: "page", visibility: "admin", published: true });
  await apiCreate(page.request, { title: draft, contentType: "press_release", published: false });
  expect((await apiDeploy(page.request)).status).toBe("success");

  const anonymous = await page.context().browser()!.newContext();
  const paths = [
    ...PUBLIC_PATHS,
    ...PUBLIC_PATHS.map((p) => (p === "/" ? "/_root.data" : `${p}.data`)),
    "/sitemap.xml",
  ];
  for (const path of paths) {
    const res = await anonymous.request.get(path);
    expect(res.status(), path).toBe(200);
    const text = await res.text();
    for (const hidden of [secret, adminOnly, draft]) expect(text, `${path} mentions ${hidden}`).not.toContain(hidden);
  }
  for (const hidden of [secret, draft]) {
    const res = await anonymous.request.get(`/press-releases/${hidden.toLowerCase().replace(/\s+/g, "-")}`, {
      maxRedirects: 0,
    });
    expect(res.status()).toBe(302);
  }
  await anonymous.close();
});

test("a deploy made to fail leaves the previous site serving and shows failed with its reason", async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  const good = `Steady Release ${unique()}`;
  const goodItem = await apiCreate(page.request, { title: good, contentType: "press_release", published: true });
  expect((await apiDeploy(page.request)).status).toBe("success");
  const broken = await apiCreate(page.request, {
    title: `Release ${DEPLOY_FAILURE_MARKER} ${unique()}`,
    contentType: "press_release",
    published: true,
  });
  try {
    await openDashboard(page);
    const row = await deployInTab(page);
    await expect(page.getByText("Deployment failed")).toBeVisible();
    await expect(row).toContainText("Failed");
    await expect(row).toContainText(`Rendering /press-releases/${broken.slug} failed`);

    const visitor = await browser.newPage();
    await gotoHydrated(visitor, "/press-releases");
    await expect(visitor.getByRole("link", { name: good })).toBeVisible();
    await expect(visitor.getByText(broken.title)).toHaveCount(0);
    await visitor.close();
  } finally {
    await page.request.delete(API_PATHS.contentItem(broken.id));
    await page.request.delete(API_PATHS.contentItem(goodItem.id));
  }
});

test("a second deploy asked for while one runs gets 409 naming the running one", async ({ page }) => {
  await signInAsAdmin(page);
  const [a, b] = await Promise.all([
    page.request.post(API_PATHS.deployments, { data: {} }),
    page.request.post(API_PATHS.deployments, { data: {} }),
  ]);
  const statuses = [a.status(), b.status()].sort();
  expect(statuses).toEqual([201, 409]);
  const [winner, loser] = a.status() === 201 ? [a, b] : [b, a];
  const { deployment } = (await winner.json()) as { deployment: Deployment };
  const { error } = (await loser.json()) as { error: { code: string; message: string } };
  expect(error.code).toBe("CONFLICT");
  expect(error.message).toContain(deployment.id);
});
