import type { ContentListResponse } from "@helixmap/common/api";
import { API_PATHS, STAFF_PAGE_PATHS } from "@helixmap/common/api-paths";
import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { openMediaLibrary, pngImage, uniqueWord } from "./support/media-files";
import { openDashboard, signInAsAdmin } from "./support/staff";

test("the administrator inserts a library image into an item's text, sees the item under Used by, cannot delete the image, and replaces its file", async ({
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
  const body = form.getByLabel("Content", { exact: true });
  await body.fill("Before the chart.\n\nAfter the chart.");
  // The cursor goes to the empty line between the paragraphs.
  await body.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(19, 19));

  // Upload in place from the picker: the new image is inserted at once.
  await form.getByRole("button", { name: "Insert image into Content" }).click();
  const picker = page.getByRole("dialog", { name: "Choose an image" });
  await expect(picker.getByRole("status", { name: /Loading/ })).toHaveCount(0);
  await expectAccessible(page, "media picker");
  await picker.getByLabel("Files to upload").setInputFiles(image);
  await expect(picker).toBeHidden();
  await expect(body).toHaveValue(
    /^Before the chart\.\n\n!\[\]\(\/api\/media\/[0-9a-f-]{36}\/file\) After the chart\.$/,
  );
  const url = /\((\/api\/media\/[0-9a-f-]{36}\/file)\)/.exec(await body.inputValue())?.[1] as string;
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
