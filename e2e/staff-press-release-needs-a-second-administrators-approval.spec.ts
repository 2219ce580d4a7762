import { randomBytes } from "node:crypto";
import type { ContentListResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { APPROVAL_REQUIRED_MESSAGE } from "@helixmap/common/review/review-api";
import { expect, type Page, test } from "@playwright/test";
import { createAdministrator } from "./support/review";
import { openDashboard, signInAsAdmin, signInWithApi } from "./support/staff";

test.describe.configure({ timeout: 90_000 });

function contentForm(page: Page, title: string) {
  return page.getByRole("form", { name: `Edit ${title}` });
}

async function publishInForm(page: Page, title: string) {
  await page.getByRole("tab", { name: "Content" }).click();
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const form = contentForm(page, title);
  await form.getByLabel("Published").check();
  await form.getByRole("button", { name: "Save" }).click();
  return form;
}

test("a press release that cannot be published by its author alone and can after a second administrator approves", async ({
  page,
  browser,
}) => {
  // Two administrators: the configured one reviews, a second one writes.
  await signInAsAdmin(page);
  const author = await createAdministrator(page.request, "Author");
  const authorContext = await browser.newContext();
  const writer = await authorContext.newPage();
  await signInWithApi(writer, author);
  await openDashboard(writer);

  const title = `Series B closes ${randomBytes(3).toString("hex")}`;
  await writer.getByRole("button", { name: "New Content" }).click();
  const form = writer.getByRole("form", { name: "New content" });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Content type").selectOption("press_release");
  await form.getByLabel("Summary").fill("HelixMap closes its Series B.");
  await form.getByLabel("Category").fill("Corporate");
  await form.getByLabel("Content", { exact: true }).fill("HelixMap has closed its **Series B**.");
  // Published at once by its author alone: refused, and nothing typed is lost.
  await form.getByLabel("Published").check();
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByText(APPROVAL_REQUIRED_MESSAGE)).toBeVisible();
  await expect(form.getByLabel("Title")).toHaveValue(title);
  await form.getByLabel("Published").uncheck();
  await form.getByRole("button", { name: "Save" }).click();
  await expect(writer.getByText("Content created")).toBeVisible();

  // The author submits it for review with a note; they cannot approve it themselves.
  await writer.getByRole("tab", { name: "Review" }).click();
  const entry = writer.getByTestId("review-entry").filter({ hasText: title });
  await entry.getByLabel(`Note or comment on “${title}”`).fill("Embargoed until the market closes.");
  await entry.getByRole("button", { name: "Submit for review" }).click();
  await expect(entry.getByText("In review", { exact: true })).toBeVisible();
  await expect(entry.getByRole("button", { name: "Approve" })).toBeDisabled();
  // The content list finds it under "In review".
  await writer.getByRole("tab", { name: "Content" }).click();
  await writer.getByLabel("State").selectOption("in_review");
  await expect(writer.getByRole("button", { name: `Edit ${title}` })).toBeVisible();
  await writer.getByLabel("State").selectOption("");
  // Still refused when the author publishes it.
  const refused = await publishInForm(writer, title);
  await expect(refused.getByText(APPROVAL_REQUIRED_MESSAGE)).toBeVisible();

  // The second administrator reads the note and approves.
  await openDashboard(page);
  await page.getByRole("tab", { name: "Review" }).click();
  const toReview = page.getByTestId("review-entry").filter({ hasText: title });
  await expect(toReview).toContainText("Embargoed until the market closes.");
  await toReview.getByLabel(`Note or comment on “${title}”`).fill("Figures checked against the term sheet.");
  await toReview.getByRole("button", { name: "Approve" }).click();
  await expect(toReview.getByText("Approved", { exact: true })).toBeVisible();

  // Now the author publishes it.
  await openDashboard(writer);
  await publishInForm(writer, title);
  await expect(writer.getByText("Content updated")).toBeVisible();
  const found = (await (await page.request.get(API_PATHS.contentPage({ q: title }))).json()) as ContentListResponse;
  expect(found.items.map((i) => [i.title, i.published])).toEqual([[title, true]]);
  await authorContext.close();
});
