import type { Deployment } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import type { MediaAsset } from "@helixmap/common/media/media-api";
import { publishedItemPath } from "@helixmap/common/publishing";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { pngImage, uniqueWord } from "./support/media-files";
import { createApproved } from "./support/review";
import { signInAsAdmin } from "./support/staff";

/** Deploys run one at a time on the shared server: another journey's deploy answers 409 until it ends. */
async function deploy(request: APIRequestContext): Promise<Deployment> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const res = await request.post(API_PATHS.deployments, { data: {} });
    if (res.status() !== 409) {
      expect(res.status(), await res.text()).toBe(201);
      return ((await res.json()) as { deployment: Deployment }).deployment;
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error("Another deploy kept running for a minute");
}

test("an administrator puts a library image into a press release and deploys; a visitor gets a responsive picture at once", async ({
  page,
  browser,
}) => {
  test.slow();
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAsAdmin(staff);
  const word = uniqueWord();
  const image = pngImage(`bench-${word}.png`, 1400, 700);
  const alt = `Scientists at the sequencing bench ${word}`;
  const uploaded = await staff.request.post(API_PATHS.media, {
    multipart: { file: image, alt, visibility: "public" },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { asset } = (await uploaded.json()) as { asset: MediaAsset };

  const item = await createApproved(staff.request, {
    title: `Sequencing lab opens ${word}`,
    contentType: "press_release",
    content: `The new laboratory opened today.\n\n![${alt}](${asset.url})`,
    published: true,
  });
  expect((await deploy(staff.request)).status).toBe("success");
  await staffContext.close();

  // No waiting for the scripts: the picture is in the page's HTML.
  await page.goto(publishedItemPath("press_release", item.slug));
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
