import { PUBLIC_ROUTES } from "@helixmap/common/routes";
import { expect, test } from "@playwright/test";
import { downloadFrom, expectedFileName, pdfText } from "./support/downloads";
import { blockExternalHosts } from "./support/external-hosts";
import { gotoHydrated } from "./support/pages";

test("a visitor reads the platform figures on About and Technology", async ({ page }) => {
  await page.goto("/about");
  const about = page.locator("main");
  await expect(about).toContainText("September 2025");
  await expect(about).toContainText("123 amino acids");
  await expect(about).toContainText("27 therapeutic genes");

  await page.goto("/technology");
  const tech = page.locator("main");
  for (const figure of ["123", "27", "15+"])
    await expect(tech.getByText(figure, { exact: true }).first()).toBeVisible();
  await expect(tech.getByRole("heading", { name: "Functional cure through cellular reprogramming" })).toBeVisible();
  await expect(tech.getByRole("heading", { name: "Prevention by blocking viral entry receptors" })).toBeVisible();
});

test("a visitor reads the Series A terms and downloads the investment summary", async ({ page }) => {
  await gotoHydrated(page, "/investment-opportunity");
  const main = page.locator("main");
  for (const figure of ["$50M", "$150M", "$200M", "25%"])
    await expect(main.getByText(figure, { exact: true }).first()).toBeVisible();
  await expect(main).toContainText("accredited investors only");
  const progress = main.getByRole("progressbar");
  await expect(progress).toHaveCount(4);
  await expect(progress.nth(1)).toHaveAttribute("aria-valuenow", "60");

  const file = await downloadFrom(page, page.getByRole("link", { name: "Download Investment Summary" }));
  expect(file.name).toBe(expectedFileName("Series A Investment Summary", "pdf"));
  const text = pdfText(file.path);
  expect(text).toContain("$150M");
  expect(text).toContain("60%");
});

test("a visitor reads the ten-year projections, funding stages, scenarios and use of funds", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/financial-information");
  const table = page.getByRole("table", { name: /Projections 2025-2034/ });
  await expect(table.getByRole("rowheader")).toHaveText([
    "2025",
    "2026",
    "2027",
    "2028",
    "2029",
    "2030",
    "2031",
    "2032",
    "2033",
    "2034",
  ]);
  await expect(table.getByRole("columnheader")).toHaveText(["Year", "Revenue", "Expenses", "Net income", "Stage"]);
  // The table scrolls inside its own region, so the page itself never scrolls sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const stages = page.getByRole("progressbar", { name: /progress$/ });
  await expect(stages).toHaveCount(4);
  expect(await stages.evaluateAll((bars) => bars.map((b) => b.getAttribute("aria-valuenow")))).toEqual([
    "100",
    "75",
    "20",
    "0",
  ]);

  const scenarios = page.locator("#scenarios-title").locator("xpath=ancestor::section[1]");
  for (const figure of ["2%", "5%", "10%", "70%", "50%", "25%"]) await expect(scenarios).toContainText(figure);
  const funds = page.getByRole("table", { name: /use of the Series A/ });
  await expect(funds.getByRole("cell").filter({ hasText: /%$/ })).toHaveText(["60%", "20%", "10%", "10%"]);
});

test("a visitor reads the scientific foundation, served by this site, in a 700 px viewer and on its own page", async ({
  page,
  context,
}) => {
  const external = await blockExternalHosts(context);
  await page.goto("/science");
  const frame = page.locator("iframe");
  await expect(frame).toHaveAttribute("title", /Scientific Foundation/);
  await expect(frame).toHaveAttribute("loading", "lazy");
  await expect(frame).toHaveAttribute("sandbox", "allow-popups");
  await frame.scrollIntoViewIfNeeded();
  expect(await frame.evaluate((el) => el.getBoundingClientRect().height)).toBe(700);
  const viewer = page.frameLocator("iframe");
  await expect(viewer.getByRole("heading", { level: 1 })).toHaveText(/Scientific Foundation/);
  await expect(viewer.getByRole("heading", { name: "3. The codon map" })).toBeVisible();

  const full = page.getByRole("link", { name: /Open the full document/ });
  await expect(full).toHaveAttribute("href", "/documents/scientific-foundation.html");
  const popupPromise = context.waitForEvent("page");
  await full.click();
  const popup = await popupPromise;
  await expect(popup.getByRole("heading", { name: "6. What we still have to show" })).toBeVisible();
  await popup.close();
  expect(external).toEqual([]);
});

test("a developer reads the five documented endpoints and three roles", async ({ page }) => {
  await page.goto("/developers");
  const table = page.getByRole("table", { name: "Documented partner API endpoints" });
  await expect(table.getByRole("rowheader")).toHaveText([
    "/register",
    "/login",
    "/projects",
    "/investments",
    "/analytics/investments",
  ]);
  for (const role of ["Admin", "Investor", "Scientist"]) {
    await expect(page.getByRole("heading", { name: role, exact: true })).toBeVisible();
  }
  await expect(page.locator("main")).toContainText("JWT");
});

test("a visitor reads press releases, the media kit files' names, pages and sizes, and awards", async ({ page }) => {
  await gotoHydrated(page, "/press-releases");
  const main = page.locator("main");
  await expect(main.getByText("Featured", { exact: true }).first()).toBeVisible();
  const kit = page.getByRole("region", { name: "Media kit" });
  await expect(kit.getByText(/^\w+\.pdf \(PDF, \d+ pages?, \d+ KB\)$/)).toHaveCount(4);
  await expect(kit.getByText(/^Company_Fact_Sheet\.pdf \(PDF, \d+ pages?, \d+ KB\)$/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Awards and recognition" })).toBeVisible();

  const file = await downloadFrom(page, page.getByRole("link", { name: "Download Company Fact Sheet" }));
  expect(file.name).toBe("Company_Fact_Sheet.pdf");
});

test("a visitor reads 5 publications with their badges and 3 conferences", async ({ page }) => {
  await page.goto("/research-publications");
  await expect(page.getByRole("heading", { name: "Publications (5)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Conferences (3)" })).toBeVisible();
  const main = page.locator("main");
  for (const badge of ["Under Review", "Published", "In Press", "High impact", "Medium impact"]) {
    await expect(main.getByText(badge, { exact: true }).first()).toBeVisible();
  }
});

test("a visitor reads 3 patent applications in 4 jurisdictions and 2 trademarks", async ({ page }) => {
  await gotoHydrated(page, "/patent-portfolio");
  const stat = (label: string) => page.locator("header dt", { hasText: label }).locator("xpath=following-sibling::dd");
  await expect(stat("Patent applications")).toHaveText("3");
  await expect(stat("Trademarks")).toHaveText("2");
  await expect(stat("Jurisdictions")).toHaveText("4");
  await expect(page.locator("main")).toContainText("United States, European Union, Canada, Japan");

  const title = "Codon-Mapped Synthetic Protein Sequence for Multi-Gene Therapeutic Modulation";
  const file = await downloadFrom(page, page.getByRole("link", { name: `Download Summary: ${title}` }));
  expect(file.name).toBe(expectedFileName(title, "pdf"));
  expect(file.name).toBe("Codon_Mapped_Synthetic_Protein_Sequence_for_Multi_Gene_Therapeutic_Modulation.pdf");
});

for (const [path, heading] of [
  ["/privacy-policy", "Privacy Policy"],
  ["/terms-of-service", "Terms of Service"],
] as const) {
  test(`a visitor reads the ${heading}, last updated January 15, 2025`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.locator("main")).toContainText("Last updated January 15, 2025");
  });
}

test("the terms name California law, accredited investors only and experimental therapies", async ({ page }) => {
  await page.goto("/terms-of-service");
  const main = page.locator("main");
  await expect(main.getByRole("heading", { name: "7. Governing law" })).toBeVisible();
  await expect(main).toContainText("State of California");
  await expect(main).toContainText("accredited investors only");
  await expect(main).toContainText("experimental and not approved");
});

test("every public page fits a 360 px phone without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const route of PUBLIC_ROUTES.filter((r) => r.path !== "/")) {
    await page.goto(route.path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), route.path).toBeLessThanOrEqual(360);
  }
});
