import type { ContentItem } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { expect, type Page, test } from "@playwright/test";
import { expectMarkdown } from "./support/markdown-field";
import { openDashboard, signInAsAdmin } from "./support/staff";

// One long journey: writing, the preview, a save and a reload.
test.describe.configure({ timeout: 60_000 });

async function itemsTitled(page: Page, title: string): Promise<ContentItem[]> {
  const res = await page.request.get(API_PATHS.contentPage({ q: title }));
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: ContentItem[] }).items.filter((i) => i.title === title);
}

test("the administrator writes a press release with the editor's toolbar and shortcuts, watches the preview follow without saving, then saves the Markdown", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await openDashboard(page);
  const title = `Phase 2 readout ${Date.now()}`;
  await page.getByRole("button", { name: "New Content" }).click();
  const form = page.getByRole("form", { name: "New content" });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Content type").selectOption("press_release");

  const body = form.getByRole("textbox", { name: "Content", exact: true });
  const toolbar = form.getByRole("toolbar", { name: "Formatting of Content" });
  await expect(body).toHaveAttribute("contenteditable", "true");
  await body.click();
  await page.keyboard.type("Results");
  await toolbar.getByRole("button", { name: "Heading", exact: true }).click();
  await expect(toolbar.getByRole("button", { name: "Heading", exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("The primary endpoint was ");
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type("met");
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type(".");
  await page.keyboard.press("Enter");
  await page.keyboard.press("ControlOrMeta+Shift+8");
  await page.keyboard.type("Twelve sites");
  await page.keyboard.press("Enter");
  await page.keyboard.type("240 patients");
  await expect(body.getByRole("heading", { level: 2, name: "Results" })).toBeVisible();
  await expect(body.locator("strong")).toHaveText("met");
  await expect(body.getByRole("listitem")).toHaveText(["Twelve sites", "240 patients"]);

  // The preview is the press release's public page, drawn with the site's own stylesheet.
  const preview = page.frameLocator(`iframe[title="Preview of ${title}"]`);
  await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(preview.getByRole("heading", { level: 2, name: "Results" })).toBeVisible();
  await expect(preview.locator(".markdown-body strong")).toHaveText("met");
  await expect(preview.locator(".markdown-body li")).toHaveText(["Twelve sites", "240 patients"]);
  // Tailwind's reset takes list bullets away; the site's .markdown-body rule puts them back.
  await expect(preview.locator(".markdown-body ul")).toHaveCSS("list-style-type", "disc");

  // It follows the typing, and nothing has been saved.
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Enrolment is complete.");
  await expect(preview.locator(".markdown-body p").last()).toHaveText("Enrolment is complete.");
  expect(await itemsTitled(page, title)).toEqual([]);

  const markdown =
    "## Results\n\nThe primary endpoint was **met**.\n\n- Twelve sites\n- 240 patients\n\nEnrolment is complete.";
  await expectMarkdown(form, "Content", markdown);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Content created")).toBeVisible();
  const [listed] = await itemsTitled(page, title);
  const stored = await page.request.get(API_PATHS.contentItem(listed?.id ?? "missing"));
  expect(((await stored.json()) as { item: ContentItem }).item.content).toBe(markdown);

  await page.reload();
  await openDashboard(page);
  await page
    .getByTestId("content-item")
    .filter({ hasText: title })
    .getByRole("button", { name: `Edit ${title}` })
    .click();
  const editForm = page.getByRole("form", { name: `Edit ${title}` });
  await expect(editForm.getByRole("textbox", { name: "Content", exact: true }).getByRole("heading")).toHaveText(
    "Results",
  );
  await expectMarkdown(editForm, "Content", markdown);
});
