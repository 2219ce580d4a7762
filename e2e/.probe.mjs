import { chromium } from "@playwright/test";

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage();
const t0 = Date.now();
page.on("console", (m) => console.log("console", m.type(), m.text().slice(0, 300)));
page.on("pageerror", (e) => console.log("pageerror", e.message));
page.on("request", (r) => {
  if (/\.(js|css)$/.test(r.url())) console.log("req", Date.now() - t0, r.url().replace(/.*\/assets\//, ""));
});
for (const path of (process.argv[2] ?? "/about").split(",")) {
  await page.goto("http://localhost:3800" + path);
  const fcp = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime);
  console.log("fcp", fcp);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 15000 });
  console.log(path, "hydrated at", Date.now() - t0);
  await page.waitForTimeout(500);
}
await browser.close();
