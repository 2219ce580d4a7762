import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { ContentListResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { expect, test } from "@playwright/test";
import { downloadFrom, pdfText } from "./support/downloads";
import { openMediaLibrary, pdfDocument, uniqueWord } from "./support/media-files";
import { approveInReviewTab } from "./support/review";
import { deployFromTheDeploymentTab, deployThroughApi } from "./support/site-pages";
import { openDashboard, signInAsAdmin } from "./support/staff";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

test("an administrator uploads a filing's PDF, puts it on the SEC filings page and deploys; a visitor downloads the very bytes uploaded", async ({
  page,
  browser,
}) => {
  // An upload, a second administrator's approval and two deploys, one of them waiting out other journeys' deploys.
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  const word = uniqueWord();
  const pdf = pdfDocument(`form-8-k-${word}.pdf`, `Current report ${word} filed with the SEC`);
  const form = `Form 8-K ${word}`;
  const title = `Current report ${word}`;

  // The PDF goes into the library from the Media tab.
  const media = await openMediaLibrary(page);
  await media.getByLabel("Files to upload").setInputFiles(pdf);
  await expect(
    media.getByRole("list", { name: "Uploads" }).getByTestId("upload-entry").filter({ hasText: pdf.name }),
  ).toHaveAttribute("data-state", "done");

  // A new filing whose download is chosen from the library.
  await openDashboard(page);
  await page.getByRole("button", { name: "New Content" }).click();
  const editor = page.getByRole("form", { name: "New content" });
  await editor.getByLabel("Title").fill(title);
  await editor.getByLabel("Content type").selectOption("sec_filing");
  await editor.getByLabel("Summary").fill(`Current report ${word} on a material event`);
  await editor.getByLabel("Form", { exact: true }).fill(form);
  await editor.getByLabel("Filing status").selectOption("Filed");
  await editor.getByRole("button", { name: "Choose from library for Download (PDF)" }).click();
  const picker = page.getByRole("dialog", { name: "Choose a document" });
  await picker.getByLabel("Name, alt text or PDF text").fill(word);
  await picker.getByLabel("Name, alt text or PDF text").press("Enter");
  await picker.getByRole("button", { name: `Choose ${pdf.name}` }).click();
  await expect(picker).toBeHidden();
  await expect(editor.getByRole("textbox", { name: "Download (PDF)" })).toHaveValue(
    /^\/api\/media\/[0-9a-f-]{36}\/file$/,
  );
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Content created")).toBeVisible();

  // SEC filings go live only once another administrator approves; then the author publishes and deploys.
  await approveInReviewTab(browser, page.request, title);
  await openDashboard(page);
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("form", { name: `Edit ${title}` });
  await edit.getByLabel("Published").check();
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Content updated")).toBeVisible();
  await deployFromTheDeploymentTab(page);

  try {
    // The visitor, with no scripts awaited: the link is in the page's HTML.
    const visitor = await browser.newPage();
    await visitor.goto("/sec-filings");
    const row = visitor.getByRole("row").filter({ hasText: form });
    await expect(row).toContainText(new RegExp(`${pdf.name.replace(/\./g, "\\.")} \\(PDF, 1 page, \\d+ (bytes|KB)\\)`));
    const file = await downloadFrom(visitor, row.getByRole("link", { name: `Download ${form}`, exact: true }));
    expect(file.name).toBe(pdf.name);
    expect(sha256(await readFile(file.path))).toBe(sha256(pdf.buffer));
    expect(pdfText(file.path)).toContain(`Current report ${word} filed with the SEC`);
    await visitor.close();
  } finally {
    // Put the page back as the other journeys read it: the filing leaves the live site again.
    const found = (await (await page.request.get(API_PATHS.contentPage({ q: title }))).json()) as ContentListResponse;
    for (const item of found.items) {
      const off = await page.request.patch(API_PATHS.contentItem(item.id), { data: { published: false } });
      expect(off.status(), await off.text()).toBe(200);
    }
    await deployThroughApi(page.request);
  }
});
