import { API_PATHS } from "@helixmap/common/api-paths";
import type { MediaAssetResponse } from "@helixmap/common/media/media-api";
import { expect, test } from "@playwright/test";
import { type FilePayload, openMediaLibrary, pdfDocument, pngImage, uniqueWord } from "./support/media-files";
import { createPartner, signInAsAdmin, signInWithApi } from "./support/staff";

test("a partner browses the files shared with them, read-only, and the server refuses their upload", async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  const word = uniqueWord();
  const shared = pngImage(`shared-${word}.png`);
  const secret = pdfDocument(`board-${word}.pdf`, `Board minutes ${word}`);
  const upload = async (file: FilePayload, visibility: string, alt: string) => {
    const response = await page.request.post(API_PATHS.media, { multipart: { file, visibility, alt } });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as MediaAssetResponse).asset;
  };
  await upload(shared, "partner", `Shared chart ${word}`);
  const hidden = await upload(secret, "admin", "");
  const partner = await createPartner(page.request);

  const context = await browser.newContext();
  const partnerPage = await context.newPage();
  try {
    await signInWithApi(partnerPage, partner);
    const media = await openMediaLibrary(partnerPage);
    await expect(media.getByLabel("Files to upload")).toHaveCount(0);
    await media.getByLabel("Name, alt text or PDF text").fill(word);
    await media.getByLabel("Name, alt text or PDF text").press("Enter");
    await expect(media.getByRole("button", { name: `Open ${shared.name}` })).toBeVisible();
    await expect(media.getByRole("button", { name: `Open ${secret.name}` })).toHaveCount(0);

    await media.getByRole("button", { name: `Open ${shared.name}` }).click();
    const panel = media.getByRole("region", { name: shared.name });
    await expect(panel.getByLabel("Alt text")).toHaveValue(`Shared chart ${word}`);
    await expect(panel.getByLabel("Alt text")).not.toBeEditable();
    await expect(panel.getByLabel("Visibility")).toBeDisabled();
    await expect(
      panel.getByRole("button", { name: /Save details|Replace file|Delete file|Set the focal point/ }),
    ).toHaveCount(0);

    const refused = await partnerPage.request.post(API_PATHS.media, { multipart: { file: pngImage(`p-${word}.png`) } });
    expect(refused.status()).toBe(403);
    expect((await partnerPage.request.get(API_PATHS.mediaAsset(hidden.id))).status()).toBe(404);
  } finally {
    await context.close();
  }
});
