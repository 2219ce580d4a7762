import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/pages";

/** Hue of a computed oklch() colour, which is what Tailwind 4's palette resolves to. */
async function borderHue(el: import("@playwright/test").Locator): Promise<number> {
  const colour = await el.evaluate((node) => getComputedStyle(node).borderLeftColor);
  const match = /oklch\(\s*[\d.]+%?\s+[\d.]+\s+([\d.]+)/.exec(colour);
  if (!match?.[1]) throw new Error(`Unexpected colour ${colour}`);
  return Number(match[1]);
}

test("update cards have a left border coloured by priority: High red, Medium yellow, Low green", async ({ page }) => {
  await page.goto("/regulatory-updates");
  const cards = page.locator("article[data-priority]");
  await expect(cards).toHaveCount(5);
  const hues: Record<string, [number, number]> = { High: [15, 35], Medium: [70, 100], Low: [135, 165] };
  for (const card of await cards.all()) {
    const priority = (await card.getAttribute("data-priority")) ?? "";
    const [low, high] = hues[priority] ?? [0, 0];
    const hue = await borderHue(card);
    expect(hue, `${priority} border hue`).toBeGreaterThanOrEqual(low);
    expect(hue, `${priority} border hue`).toBeLessThanOrEqual(high);
    expect(await card.evaluate((node) => getComputedStyle(node).borderLeftWidth)).toBe("4px");
  }
});

test("each update shows type and status badges, Impact and Next Steps", async ({ page }) => {
  await page.goto("/regulatory-updates");
  const first = page.locator("article[data-priority]").first();
  await expect(first.getByText("FDA Submission", { exact: true })).toBeVisible();
  const status = first.getByText("Submitted", { exact: true });
  await expect(status).toHaveAttribute("data-tone", "blue");
  await expect(first.getByText("Impact", { exact: true })).toBeVisible();
  await expect(first.getByText("Next Steps", { exact: true })).toBeVisible();
  await expect(page.getByText("Complete", { exact: true })).toHaveAttribute("data-tone", "green");
  await expect(page.getByText("Preparing", { exact: true }).first()).toHaveAttribute("data-tone", "yellow");
});

test.describe("in a German locale", () => {
  test.use({ locale: "de-DE" });
  test("dates are shown in the visitor's locale", async ({ page }) => {
    await gotoHydrated(page, "/regulatory-updates");
    await expect(page.locator('time[datetime="2025-12-08"]')).toHaveText("8. Dezember 2025");
  });
});

test("milestones, compliance and strategy show the plan's figures", async ({ page }) => {
  await page.goto("/regulatory-updates");
  const bars = page.getByRole("progressbar", { name: /completion$/ });
  expect(await bars.evaluateAll((els) => els.map((b) => b.getAttribute("aria-valuenow")))).toEqual([
    "75",
    "30",
    "0",
    "0",
  ]);
  const main = page.locator("main");
  for (const text of ["Q1-Q2 2025", "Q3 2025", "Q4 2025 to Q2 2026", "Q3 2026", "2028-2030", "Japan", "PRIME (EMA)"]) {
    await expect(main).toContainText(text);
  }
  await expect(main.getByText("Compliant", { exact: true }).first()).toHaveAttribute("data-tone", "green");
});

test("the contact button opens a mail draft about a regulatory affairs inquiry", async ({ page }) => {
  await page.goto("/regulatory-updates");
  const href = await page.getByRole("link", { name: "Contact Regulatory Affairs" }).getAttribute("href");
  const url = new URL(href ?? "");
  expect(url.protocol).toBe("mailto:");
  expect(url.pathname).toBe("regulatory@helixmap.example");
  expect(url.searchParams.get("subject")).toBe("Regulatory Affairs Inquiry");
});
