import { chromium } from "@playwright/test";

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
page.on("console", (m) => console.log("console", m.type(), m.text().slice(0, 300)));
page.on("pageerror", (e) => console.log("pageerror", e.message));
let release;
const gate = new Promise((r) => (release = r));
let n = 0;
await page.route("**/assets/*.js", async (route) => {
  n++;
  await gate;
  await route.continue();
});
await page.goto("http://localhost:3800/about");
await page.waitForTimeout(1000);
console.log("js requests before interaction", n);
await page.getByRole("button", { name: "Open menu" }).click();
await page.waitForTimeout(300);
console.log(
  "js requests after click",
  n,
  "hydrated",
  await page.evaluate(() => document.documentElement.dataset.hydrated),
);
release();
await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
await page.getByRole("dialog", { name: "Menu" }).waitFor({ state: "visible", timeout: 5000 });
console.log("menu open after replay");
await browser.close();
