import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { API_PATHS } from "@helixmap/common/api-paths";
import type { MediaAsset, MediaListResponse } from "@helixmap/common/media/media-api";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { downloadFrom } from "./support/downloads";
import { signInAsAdmin } from "./support/staff";

/** The filing's file as the media library holds it, read by an administrator in a browser context of its own. */
async function storedFiling(browser: Browser): Promise<MediaAsset> {
  const context = await browser.newContext();
  try {
    const staff = await context.newPage();
    await signInAsAdmin(staff);
    const res = await staff.request.get(API_PATHS.mediaPage({ search: "Form_D", kind: "document" }));
    expect(res.status()).toBe(200);
    const { assets } = (await res.json()) as MediaListResponse;
    const filing = assets.find((a) => a.filename === "Form_D.pdf");
    if (!filing) throw new Error(`No Form_D.pdf among ${assets.map((a) => a.filename).join(", ")}`);
    return filing;
  } finally {
    await context.close();
  }
}

const sha256 = async (path: string) =>
  createHash("sha256")
    .update(await readFile(path))
    .digest("hex");

async function downloadFiling(page: Page, asset: MediaAsset) {
  // No waiting for the scripts: the link works from the moment it is shown.
  await page.goto("/sec-filings");
  const row = page.getByRole("row", { name: /^Form D Notice of exempt offering/ });
  const pages = `${asset.pages} ${asset.pages === 1 ? "page" : "pages"}`;
  await expect(row).toContainText(new RegExp(`Form_D\\.pdf \\(PDF, ${pages}, \\d+ KB\\)`));
  const file = await downloadFrom(page, row.getByRole("link", { name: "Download Form D", exact: true }));
  expect(file.name).toBe("Form_D.pdf");
  expect(await sha256(file.path)).toBe(asset.sha256);
}

test("a visitor downloads a filing the moment the page shows and receives the stored file, byte for byte", async ({
  page,
  browser,
}) => {
  const asset = await storedFiling(browser);
  await downloadFiling(page, asset);
});

test("a visitor without JavaScript downloads the same stored file", async ({ browser }) => {
  const asset = await storedFiling(browser);
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await downloadFiling(await context.newPage(), asset);
  } finally {
    await context.close();
  }
});
