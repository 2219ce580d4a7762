import { publishedItemPath } from "@helixmap/common/publishing";
import { expect, test } from "@playwright/test";
import { readMarkdown, writeMarkdown } from "./support/markdown-field";
import { openMediaLibrary, pngImage, uniqueWord } from "./support/media-files";
import { approveInReviewTab } from "./support/review";
import { deployFromTheDeploymentTab } from "./support/site-pages";
import { openDashboard, signInAsAdmin } from "./support/staff";

test("an administrator uploads an image, puts it into a press release with the editor and deploys; a visitor gets a responsive picture at once", async ({
  page,
  browser,
}) => {
  // An upload with its variants, a second administrator's approval and a deploy that may wait out others'.
  test.setTimeout(180_000);
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAsAdmin(staff);
  const word = uniqueWord();
  const image = pngImage(`bench-${word}.png`, 1400, 700);
  const alt = `Scientists at the sequencing bench ${word}`;
  const title = `Sequencing lab opens ${word}`;
  const slug = title.toLowerCase().replace(/\s+/g, "-");

  // The image goes into the library from the Media tab, where it gets the alt text a public page needs.
  const media = await openMediaLibrary(staff);
  await media.getByLabel("Files to upload").setInputFiles(image);
  await expect(
    media.getByRole("list", { name: "Uploads" }).getByTestId("upload-entry").filter({ hasText: image.name }),
  ).toHaveAttribute("data-state", "done");
  await media.getByRole("button", { name: `Open ${image.name}` }).click();
  const details = media
    .getByRole("region", { name: image.name })
    .getByRole("form", { name: `Details of ${image.name}` });
  await details.getByLabel("Alt text").fill(alt);
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(staff.getByText(`Saved ${image.name}`)).toBeVisible();

  // A press release whose text gets the image from the editor's "Insert image".
  await openDashboard(staff);
  await staff.getByRole("button", { name: "New Content" }).click();
  const form = staff.getByRole("form", { name: "New content" });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Content type").selectOption("press_release");
  await form.getByLabel("Summary").fill("The new sequencing laboratory opened today.");
  await form.getByLabel("Category").fill("Corporate");
  await writeMarkdown(form, "Content", "The new laboratory opened today.");
  await form.getByRole("textbox", { name: "Content", exact: true }).click();
  await staff.keyboard.press("Control+End");
  await form
    .getByRole("toolbar", { name: "Formatting of Content" })
    .getByRole("button", { name: "Insert image" })
    .click();
  const picker = staff.getByRole("dialog", { name: "Choose an image" });
  await picker.getByLabel("Name, alt text or PDF text").fill(word);
  await picker.getByLabel("Name, alt text or PDF text").press("Enter");
  await picker.getByRole("button", { name: `Choose ${image.name}` }).click();
  await expect(picker).toBeHidden();
  expect(await readMarkdown(form, "Content")).toMatch(
    /^The new laboratory opened today\.\s*!\[[^\]]*\]\(\/api\/media\/[0-9a-f-]{36}\/file\)$/,
  );
  await form.getByRole("button", { name: "Save" }).click();
  await expect(staff.getByText("Content created")).toBeVisible();

  // Press releases go live once another administrator approves; then the author publishes and deploys.
  await approveInReviewTab(browser, staff.request, title);
  await openDashboard(staff);
  await staff.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = staff.getByRole("form", { name: `Edit ${title}` });
  await edit.getByLabel("Published").check();
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(staff.getByText("Content updated")).toBeVisible();
  await deployFromTheDeploymentTab(staff);
  await staffContext.close();

  // No waiting for the scripts: the picture is in the page's HTML.
  await page.goto(publishedItemPath("press_release", slug));
  const picture = page.locator("article picture").filter({ has: page.getByRole("img", { name: alt }) });
  await expect(picture).toHaveCount(1);
  const avif = picture.locator('source[type="image/avif"]');
  const webp = picture.locator('source[type="image/webp"]');
  for (const source of [avif, webp]) {
    const srcset = (await source.getAttribute("srcset")) ?? "";
    const candidates = srcset.split(",").map((c) => c.trim().split(/\s+/));
    expect(candidates.length, srcset).toBeGreaterThan(1);
    for (const [url, width] of candidates) {
      expect(url).toMatch(/^\/media\/[0-9a-f]{16}\//);
      expect(width).toMatch(/^\d+w$/);
    }
    expect(await source.getAttribute("sizes")).toBeTruthy();
  }
  const img = picture.getByRole("img", { name: alt });
  expect(await img.getAttribute("width")).toBe("1400");
  expect(await img.getAttribute("height")).toBe("700");
  await expect(img).toHaveJSProperty("complete", true);
  const shown = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
  expect(new URL(shown).pathname).toMatch(/^\/media\/[0-9a-f]{16}\/.+\.(avif|webp)$/);

  const file = await page.request.get(shown);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toMatch(/^image\/(avif|webp)$/);
  expect(file.headers()["cache-control"]).toContain("immutable");
  expect((await file.body()).length).toBeGreaterThan(0);
});
