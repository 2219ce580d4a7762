import type { ContentListResponse } from "@helixmap/common/api";
import { API_PATHS, STAFF_PAGE_PATHS } from "@helixmap/common/api-paths";
import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { readMarkdown, writeMarkdown } from "./support/markdown-field";
import { openMediaLibrary, pngImage, uniqueWord } from "./support/media-files";
import { openDashboard, signInAsAdmin } from "./support/staff";

test("the administrator inserts a library image into an item's text with the editor, sees the item under Used by, cannot delete the image, and replaces its file", async ({
  page,
}) => {
  // An axe run and two image uploads processed on the server: more than the default budget on a busy machine.
  test.slow();
  await signInAsAdmin(page);
  const word = uniqueWord();
  const image = pngImage(`chart-${word}.png`);
  const title = `Chart note ${word}`;

  await openDashboard(page);
  await page.getByRole("button", { name: "New Content" }).click();
  const form = page.getByRole("form", { name: "New content" });
  await form.getByLabel("Title").fill(title);
  await writeMarkdown(form, "Content", "Before the chart.");
  // The cursor goes to the end of the text, where the picture is to go.
  await form.getByRole("textbox", { name: "Content", exact: true }).click();
  await page.keyboard.press("Control+End");

  // Upload in place from the picker: the new image is inserted at once.
  await form
    .getByRole("toolbar", { name: "Formatting of Content" })
    .getByRole("button", { name: "Insert image" })
    .click();
  const picker = page.getByRole("dialog", { name: "Choose an image" });
  await expect(picker.getByRole("status", { name: /Loading/ })).toHaveCount(0);
  await expectAccessible(page, "media picker");
  await picker.getByLabel("Files to upload").setInputFiles(image);
  await expect(picker).toBeHidden();
  const markdown = await readMarkdown(form, "Content");
  expect(markdown).toMatch(/^Before the chart\.\s*!\[\]\(\/api\/media\/[0-9a-f-]{36}\/file\)$/);
  const url = /\((\/api\/media\/[0-9a-f-]{36}\/file)\)/.exec(markdown)?.[1] as string;
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("content-item").filter({ hasText: title })).toBeVisible();

  const items = (await (await page.request.get(API_PATHS.contentPage({ q: word }))).json()) as ContentListResponse;
  const item = items.items.find((i) => i.title === title);
  expect(item).toBeDefined();

  const media = await openMediaLibrary(page);
  await media.getByLabel("Name, alt text or PDF text").fill(word);
  await media.getByLabel("Name, alt text or PDF text").press("Enter");
  await media.getByRole("button", { name: `Open ${image.name}` }).click();
  const panel = media.getByRole("region", { name: image.name });
  await expect(panel.getByText(`Address: ${url}`)).toBeVisible();
  await expect(panel.getByRole("link", { name: title })).toHaveAttribute(
    "href",
    STAFF_PAGE_PATHS.preview((item as { id: string }).id),
  );

  await panel.getByRole("button", { name: "Delete file" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(panel.getByRole("alert")).toContainText(`"${image.name}" is used by`);
  await expect(panel.getByRole("alert")).toContainText(title);
  await expect(media.getByRole("button", { name: `Open ${image.name}` })).toBeVisible();

  // A new version of the picture replaces the file; the item keeps referring to the same address.
  const newer = pngImage(`chart-${word}-v2.png`, 320, 200);
  await panel.getByLabel(`Replacement file for ${image.name}`).setInputFiles(newer);
  // The asset takes the new file's name; its address and uses stay.
  const replaced = media.getByRole("region", { name: newer.name });
  await expect(replaced.getByText(`Replaced with ${newer.name}.`)).toBeVisible();
  await expect(replaced.getByText(/PNG image, 320 × 200/)).toBeVisible();
  await expect(replaced.getByText(`Address: ${url}`)).toBeVisible();
  await expect(replaced.getByRole("link", { name: title })).toBeVisible();
});
