import type { AuditLogResponse, ContentItem, ContentVersion, ContentVersionsResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { expect, test } from "@playwright/test";
import { expectMarkdown, writeMarkdown } from "./support/markdown-field";
import { createAdministrator, openDashboard, signInAsAdmin, signInWithApi } from "./support/staff";

test("two administrators edit the same item: the second sees who is editing, is offered the conflict choices and keeps theirs, and nothing is lost", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const erin = await signInAsAdmin(page);
  const title = `Phase 2 enrolment ${Date.now()}`;
  const created = await page.request.post(API_PATHS.content, { data: { title, content: "Enrolment opens in May" } });
  expect(created.status(), await created.text()).toBe(201);
  const item = ((await created.json()) as { item: ContentItem }).item;

  const grace = await createAdministrator(page.request);
  const other = await browser.newContext();
  const gracePage = await other.newPage();
  await signInWithApi(gracePage, grace);

  // Erin opens the item first.
  await openDashboard(page);
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const erinForm = page.getByRole("form", { name: `Edit ${title}` });
  await expectMarkdown(erinForm, "Content", "Enrolment opens in May");

  // Grace opens it too, and is told Erin is at it.
  await openDashboard(gracePage);
  await gracePage.getByRole("button", { name: `Edit ${title}` }).click();
  const graceForm = gracePage.getByRole("form", { name: `Edit ${title}` });
  await expect(gracePage.getByTestId("presence-notice")).toContainText(`${erin.fullName} is editing since`);

  // Erin saves first.
  await writeMarkdown(erinForm, "Content", "Enrolment opens in June");
  await erinForm.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Content updated")).toBeVisible();

  // Grace's save is refused, her text stays, and she sees Erin's beside it.
  await writeMarkdown(graceForm, "Content", "Enrolment opens in July");
  await graceForm.getByRole("button", { name: "Save" }).click();
  const conflict = gracePage.getByTestId("edit-conflict");
  await expect(conflict).toContainText(`${erin.fullName} saved this`);
  await expectMarkdown(graceForm, "Content", "Enrolment opens in July");
  await conflict.getByRole("button", { name: "See their changes" }).click();
  const contentRow = conflict.getByTestId("conflict-diff").getByRole("row", { name: /Content/ });
  await expect(contentRow).toContainText("Enrolment opens in July");
  await expect(contentRow).toContainText("Enrolment opens in June");
  await expect(conflict.getByRole("button", { name: "Reload theirs" })).toBeVisible();

  await conflict.getByRole("button", { name: "Keep mine" }).click();
  await expect(gracePage.getByText("Content updated")).toBeVisible();

  const stored = ((await (await page.request.get(API_PATHS.contentItem(item.id))).json()) as { item: ContentItem })
    .item;
  expect(stored.content).toBe("Enrolment opens in July");
  // Erin's text is not lost: it is a version of the item.
  const history = (await (
    await page.request.get(API_PATHS.contentVersions(item.id))
  ).json()) as ContentVersionsResponse;
  const texts = await Promise.all(
    history.versions.map(async (v) => {
      const one = await page.request.get(API_PATHS.contentVersion(item.id, v.number));
      return ((await one.json()) as { version: ContentVersion }).version.item.content;
    }),
  );
  expect(texts).toContain("Enrolment opens in June");
  const audit = await page.request.get(API_PATHS.auditLogsPage({ action: "content_overwritten" }));
  const entries = ((await audit.json()) as AuditLogResponse).entries.filter((e) => e.resourceId === item.id);
  expect(entries.map((e) => e.actor?.email)).toEqual([grace.email]);
  await other.close();
});
