import { API_PATHS } from "@helixmap/common/api-paths";
import type { MediaAssetDetailResponse, MediaListResponse } from "@helixmap/common/media/media-api";
import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { dropFiles, openMediaLibrary, pdfDocument, pngImage, uniqueWord } from "./support/media-files";
import { signInAsAdmin } from "./support/staff";

test("the administrator uploads an image and a PDF, sees a refused file's reason, describes the image, sets its focal point, filters and searches", async ({
  page,
}) => {
  // Three axe runs and image processing on the server: more than the default budget on a busy machine.
  test.slow();
  await signInAsAdmin(page);
  const word = uniqueWord();
  const image = pngImage(`bench-${word}.png`);
  const pdf = pdfDocument(`filing-${word}.pdf`, `Quarterly report zephyr${word} for investors`);
  const fake = {
    name: `fake-${word}.png`,
    mimeType: "image/png",
    buffer: Buffer.from("this is plain text, not a PNG"),
  };

  const media = await openMediaLibrary(page);
  // The file picker takes the image and a file that only claims to be one.
  await media.getByLabel("Files to upload").setInputFiles([image, fake]);
  // The PDF arrives by drag and drop.
  await dropFiles(page, media.getByTestId("upload-zone"), [pdf]);

  const uploads = media.getByRole("list", { name: "Uploads" });
  const entry = (name: string) => uploads.getByTestId("upload-entry").filter({ hasText: name });
  await expect(entry(image.name)).toHaveAttribute("data-state", "done");
  await expect(entry(pdf.name)).toHaveAttribute("data-state", "done");
  await expect(entry(fake.name)).toHaveAttribute("data-state", "failed");
  await expect(entry(fake.name).getByRole("alert")).toContainText(`"${fake.name}"`);
  await expect(entry(fake.name).getByRole("alert")).toContainText(
    "upload a JPEG, PNG, WebP, AVIF or GIF image, or a PDF",
  );

  await expect(media.getByRole("button", { name: `Open ${image.name}` })).toBeVisible();
  await expect(media.getByRole("button", { name: `Open ${pdf.name}` })).toBeVisible();
  await expect(media.getByRole("button", { name: `Open ${fake.name}` })).toHaveCount(0);
  await expectAccessible(page, "media library with uploads");

  // Alt text and focal point on the image.
  await media.getByRole("button", { name: `Open ${image.name}` }).click();
  const panel = media.getByRole("region", { name: image.name });
  await expect(panel.getByText(/PNG image, 240 × 160/)).toBeVisible();
  const details = panel.getByRole("form", { name: `Details of ${image.name}` });
  await details.getByLabel("Alt text").fill(`A gradient test card ${word}`);
  const picture = details.getByRole("button", { name: /Set the focal point/ });
  await expect(picture.getByRole("img")).toHaveJSProperty("complete", true);
  const box = await picture.boundingBox();
  if (!box) throw new Error("the image has no box");
  await picture.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
  await expect(details.getByText(/2[45]% across, 7[45]% down/)).toBeVisible();
  await expectAccessible(page, "media detail panel");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText(`Saved ${image.name}`)).toBeVisible();
  // Dismissed: the library's own screens are what the later axe checks look at.
  await page.getByRole("button", { name: "Close toast" }).click();
  await expect(page.getByText(`Saved ${image.name}`)).toHaveCount(0);
  await expect(details.getByRole("button", { name: "Save details" })).toBeDisabled();

  const listed = (await (await page.request.get(API_PATHS.mediaPage({ search: word }))).json()) as MediaListResponse;
  const stored = listed.assets.find((a) => a.filename === image.name);
  expect(stored?.alt).toBe(`A gradient test card ${word}`);
  expect(stored?.focalPoint?.x).toBeCloseTo(0.25, 1);
  expect(stored?.focalPoint?.y).toBeCloseTo(0.75, 1);

  // Filtering by kind.
  await media.getByLabel("Kind").selectOption("document");
  await expect(media.getByRole("button", { name: `Open ${pdf.name}` })).toBeVisible();
  await expect(media.getByRole("button", { name: `Open ${image.name}` })).toHaveCount(0);
  await media.getByLabel("Kind").selectOption("");

  // Searching finds the PDF by a word inside it, and the image by its alt text.
  const search = media.getByLabel("Name, alt text or PDF text");
  await search.fill(`zephyr${word}`);
  await search.press("Enter");
  await expect(media.getByRole("button", { name: `Open ${pdf.name}` })).toBeVisible();
  await expect(media.getByRole("button", { name: `Open ${image.name}` })).toHaveCount(0);
  await search.fill(`gradient test card ${word}`);
  await search.press("Enter");
  await expect(media.getByRole("button", { name: `Open ${image.name}` })).toBeVisible();
  await expect(media.getByRole("button", { name: `Open ${pdf.name}` })).toHaveCount(0);

  // The list view shows the same files as rows.
  await media.getByRole("button", { name: "List" }).click();
  await expectAccessible(page, "media list view");
  await expect(media.getByTestId("media-row").filter({ hasText: image.name })).toContainText(
    `A gradient test card ${word}`,
  );

  // The PDF's details: its page count, and nothing uses it yet, so it can be deleted.
  await search.fill(word);
  await search.press("Enter");
  await media.getByRole("button", { name: `Open ${pdf.name}` }).click();
  const pdfPanel = media.getByRole("region", { name: pdf.name });
  await expect(pdfPanel.getByText(/PDF document, 1 page/)).toBeVisible();
  await expect(pdfPanel.getByText("No item or page uses this file yet.")).toBeVisible();
  const pdfId = (listed.assets.find((a) => a.filename === pdf.name) as { id: string }).id;
  const detail = (await (await page.request.get(API_PATHS.mediaAsset(pdfId))).json()) as MediaAssetDetailResponse;
  expect(detail.asset.pages).toBe(1);
  await pdfPanel.getByRole("button", { name: "Delete file" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(`Deleted ${pdf.name}`)).toBeVisible();
  await expect(media.getByRole("button", { name: `Open ${pdf.name}` })).toHaveCount(0);
});
