import { randomBytes } from "node:crypto";
import type { ContentItem, DeploymentsResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import type { PageDocument } from "@helixmap/common/pages/pages-api";
import { publishedItemPath } from "@helixmap/common/publishing";
import type { ReleaseResponse, ReleasesResponse } from "@helixmap/common/releases/releases-api";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { openDashboard, signInAsAdmin } from "./support/staff";

// Deploys are one at a time on the shared server; this journey waits for the scheduler and a deploy.
test.describe.configure({ timeout: 180_000 });

const PAGE = "privacy-policy";

async function createItem(request: APIRequestContext, title: string): Promise<ContentItem> {
  const res = await request.post(API_PATHS.content, {
    data: { title, contentType: "publication", summary: `${title}, in brief.`, content: `${title} in full.` },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { item: ContentItem }).item;
}

async function readPage(request: APIRequestContext): Promise<PageDocument> {
  const res = await request.get(API_PATHS.page(PAGE));
  expect(res.status()).toBe(200);
  return ((await res.json()) as { page: PageDocument }).page;
}

async function savePage(request: APIRequestContext, fields: Record<string, unknown>) {
  const res = await request.patch(API_PATHS.page(PAGE), { data: { fields } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Deploys once none is running (other journeys deploy too). */
async function deployWhenFree(request: APIRequestContext) {
  await expect
    .poll(async () => (await request.post(API_PATHS.deployments, { data: {} })).status(), { timeout: 60_000 })
    .toBe(201);
}

test("a release of two items and a page going live together in one deploy at its time", async ({ page, browser }) => {
  await signInAsAdmin(page);
  const id = randomBytes(3).toString("hex");
  const first = await createItem(page.request, `Gene map atlas ${id}`);
  const second = await createItem(page.request, `Atlas methods ${id}`);
  const original = await readPage(page.request);
  const newTitle = `Privacy Policy, revised ${id}`;
  await savePage(page.request, { ...original.fields, title: newTitle });

  // The administrator gathers the three changes into a release and sets its time.
  const name = `Atlas launch ${id}`;
  await openDashboard(page);
  await page.getByRole("tab", { name: "Releases" }).click();
  await page.getByLabel("New release name").fill(name);
  await page.getByRole("button", { name: "Create release" }).click();
  const card = page.getByTestId("release-card").filter({ hasText: name });
  await expect(card).toBeVisible();
  for (const item of [first, second]) {
    await card.getByLabel(`Add an item to ${name}`).selectOption(item.id);
    await card.getByRole("button", { name: "Add" }).first().click();
    await expect(card.getByRole("button", { name: `Remove ${item.title} from ${name}` })).toBeVisible();
  }
  await card.getByLabel(`Add a page to ${name}`).selectOption(PAGE);
  await card.getByRole("button", { name: "Add" }).nth(1).click();
  await expect(card.getByRole("listitem").filter({ hasText: "Page" })).toHaveCount(1);
  const tomorrow = new Date(Date.now() + 24 * 3600_000);
  const local = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, "0")}-${String(tomorrow.getDate()).padStart(2, "0")}T09:00`;
  await card.getByLabel(/^Goes live at/).fill(local);
  await card.getByRole("button", { name: "Set time" }).click();
  await expect(card.getByText("Scheduled", { exact: true })).toBeVisible();

  // The whole release, previewed at the real addresses before it goes live; visitors see none of it yet.
  const [preview] = await Promise.all([
    page.context().waitForEvent("page"),
    card.getByRole("link", { name: `Preview ${first.title}` }).click(),
  ]);
  await preview.waitForLoadState();
  await expect(preview.getByRole("heading", { level: 1, name: first.title })).toBeVisible();
  const releaseId = new URL(preview.url()).pathname.split("/")[4]!;
  await preview.goto(`/admin/preview/releases/${releaseId}/${PAGE}`);
  await expect(preview.getByRole("heading", { level: 1, name: newTitle })).toBeVisible();
  await preview.close();
  const visitor = await browser.newContext();
  expect((await visitor.request.get(publishedItemPath("publication", first.slug), { maxRedirects: 0 })).status()).toBe(
    302,
  );

  // Its time comes (moved a few seconds ahead: the form sets whole minutes).
  const before = (
    (await (await page.request.get(API_PATHS.deployments)).json()) as DeploymentsResponse
  ).deployments.map((d) => d.id);
  const soon = await page.request.patch(API_PATHS.release(releaseId), {
    data: { publishAt: new Date(Date.now() + 3_000).toISOString() },
  });
  expect(soon.status(), await soon.text()).toBe(200);
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(API_PATHS.release(releaseId))).json()) as ReleaseResponse).release.status,
      { timeout: 60_000, intervals: [2_000] },
    )
    .toBe("published");

  // One deploy put all three live together.
  const titles = [first.title, second.title];
  let withRelease: DeploymentsResponse["deployments"] = [];
  await expect
    .poll(
      async () => {
        const { deployments } = (await (await page.request.get(API_PATHS.deployments)).json()) as DeploymentsResponse;
        withRelease = deployments.filter(
          (d) => !before.includes(d.id) && d.changes?.added.some((i) => titles.includes(i.title)),
        );
        return withRelease.map((d) => d.status);
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toEqual(["success"]);
  // Another site-changing journey's item may ride along in the same deploy (they share the server): both of these must.
  expect(withRelease[0]!.changes!.added.map((i) => i.title)).toEqual(expect.arrayContaining(titles));
  for (const item of [first, second]) {
    const res = await visitor.request.get(publishedItemPath("publication", item.slug));
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain(item.title);
  }
  expect(await (await visitor.request.get(`/${PAGE}`)).text()).toContain(newTitle);
  await visitor.close();

  await page.reload();
  await page.getByRole("tab", { name: "Releases" }).click();
  await expect(card.getByText("Live", { exact: true })).toBeVisible();
  const listed = (await (await page.request.get(API_PATHS.releases)).json()) as ReleasesResponse;
  expect(listed.releases.find((r) => r.id === releaseId)?.problems).toEqual([]);

  // Put the page back for the journeys after this one.
  await savePage(page.request, original.fields);
  const back = await page.request.post(API_PATHS.publishPageChanges(PAGE));
  expect(back.status(), await back.text()).toBe(200);
  await deployWhenFree(page.request);
});
