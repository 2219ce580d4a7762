import type { ContentItem } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { expect, test } from "@playwright/test";
import { expectMarkdown, writeMarkdown } from "./support/markdown-field";
import { openDashboard, signInAsAdmin } from "./support/staff";

test("an administrator closes a tab mid-edit, opens the item again and is offered the text back", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  const title = `Board update ${Date.now()}`;
  const created = await page.request.post(API_PATHS.content, { data: { title, content: "The saved text" } });
  expect(created.status(), await created.text()).toBe(201);
  const item = ((await created.json()) as { item: ContentItem }).item;

  await openDashboard(page);
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const form = page.getByRole("form", { name: `Edit ${title}` });
  await writeMarkdown(form, "Content", "Three paragraphs typed and never saved");
  // The browser keeps the copy a moment after the last keystroke; the tab closes once it has.
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.includes("unsaved-edits"))))
    .toBe(true);
  await page.close();

  const again = await context.newPage();
  await openDashboard(again);
  await again.getByRole("button", { name: `Edit ${title}` }).click();
  const reopened = again.getByRole("form", { name: `Edit ${title}` });
  const offer = reopened.getByTestId("restore-offer");
  await expect(offer).toContainText("Restore unsaved changes from");
  await expectMarkdown(reopened, "Content", "The saved text");
  await offer.getByRole("button", { name: "Restore" }).click();
  await expectMarkdown(reopened, "Content", "Three paragraphs typed and never saved");
  await reopened.getByRole("button", { name: "Save" }).click();
  await expect(again.getByText("Content updated")).toBeVisible();

  const stored = await again.request.get(API_PATHS.contentItem(item.id));
  expect(((await stored.json()) as { item: ContentItem }).item.content).toBe("Three paragraphs typed and never saved");
  // Saved, so the copy is gone: opening the item again offers nothing.
  await again.getByRole("button", { name: `Edit ${title}` }).click();
  await expectMarkdown(
    again.getByRole("form", { name: `Edit ${title}` }),
    "Content",
    "Three paragraphs typed and never saved",
  );
  await expect(again.getByTestId("restore-offer")).toHaveCount(0);
});
