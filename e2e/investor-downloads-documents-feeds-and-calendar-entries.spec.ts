import { FEEDS } from "@helixmap/common/feeds";
import { test } from "@playwright/test";
import { downloadFrom, pdfText, readText } from "./support/downloads";
import { expect, gotoHydrated } from "./support/pages";

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

test("the media kit, a press release and a filing download as documents of substance", async ({ page }) => {
  await gotoHydrated(page, "/press-releases");
  const kit = page.getByRole("region", { name: "Media kit" });
  const fact = await downloadFrom(page, kit.getByRole("link", { name: "Download Company Fact Sheet" }));
  const facts = pdfText(fact.path as string);
  for (const figure of ["123 amino acids", "27", "15+", "$50M", "$150M", "September 2025"]) {
    expect(facts).toContain(figure);
  }
  expect(wordCount(facts)).toBeGreaterThan(250);

  const leaders = await downloadFrom(
    page,
    kit.getByRole("link", { name: "Download Leadership Biographies and Photographs" }),
  );
  const bios = pdfText(leaders.path as string);
  for (const name of ["Dr. Amara Lindqvist", "Dr. Rafael Okonkwo", "Jordan Whitfield"]) expect(bios).toContain(name);
  expect(wordCount(bios)).toBeGreaterThan(300);

  const release = await downloadFrom(
    page,
    page.getByRole("link", { name: /^Download HelixMap Therapeutics Opens Series A Round/ }),
  );
  const releaseText = pdfText(release.path as string);
  expect(releaseText).toContain("About HelixMap Therapeutics");
  expect(releaseText).toMatch(/Forward-looking\s+statements/);
  expect(wordCount(releaseText)).toBeGreaterThan(250);

  await gotoHydrated(page, "/sec-filings");
  const formD = await downloadFrom(
    page,
    page
      .getByRole("row", { name: /Form D Notice of exempt offering of securities for the Series A/ })
      .getByRole("link", { name: /^Download/ }),
  );
  const filing = pdfText(formD.path as string);
  expect(filing).toContain("Rule 506(c)");
  expect(filing).toContain("$50,000,000");
  expect(wordCount(filing)).toBeGreaterThan(200);
});

test("an upcoming conference and an investor event add themselves to a calendar as RFC 5545 files", async ({
  page,
}) => {
  await gotoHydrated(page, "/research-publications");
  const ics = await downloadFrom(
    page,
    page.getByRole("button", { name: /^Add to calendar\s*: International Gene Therapy Summit 2027$/ }),
  );
  expect(ics.name).toBe("International_Gene_Therapy_Summit_2027.ics");
  const text = await readText(ics.path as string);
  expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
  expect(text).toContain("\r\nDTSTART:20270317T150000Z\r\n");
  expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
  await expect(page.getByRole("button", { name: /Add to calendar\s*: Precision Oncology Forum 2025/ })).toHaveCount(0);

  await gotoHydrated(page, "/investment-opportunity");
  const webcast = await downloadFrom(
    page,
    page.getByRole("button", { name: /Add to calendar\s*: Series A investor webcast/ }),
  );
  expect(await readText(webcast.path as string)).toContain("\r\nDTSTART:20270120T170000Z\r\n");
});

test("each feed is served as Atom and announced by its page, in the head and in the text", async ({ page }) => {
  for (const feed of FEEDS) {
    const response = await page.request.get(feed.path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/atom\+xml/);
    expect(await response.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    await gotoHydrated(page, feed.pagePath);
    await expect(
      page.locator(`head link[rel="alternate"][type="application/atom+xml"][href="${feed.path}"]`),
    ).toHaveCount(1);
    // Named after its page, as the page's content titles it.
    const title = (await page.getByRole("heading", { level: 1 }).textContent())?.trim();
    await expect(page.getByRole("link", { name: `${title} Atom feed` })).toHaveAttribute("href", feed.path);
  }
});
