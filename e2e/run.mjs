// Finds a Chromium for Playwright, installing Debian's when possible, then runs the journeys.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";

function playwrightsOwnChromium() {
  try {
    const { chromium } = createRequire(import.meta.url)("playwright-core");
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    playwrightsOwnChromium(),
  ];
  return candidates.find((p) => p && existsSync(p));
}

let chromium = findChromium();
if (!chromium && process.getuid?.() === 0 && existsSync("/etc/debian_version")) {
  console.log("Installing Debian's chromium for the browser tests...");
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  chromium = findChromium();
}
if (!chromium) {
  console.error("No Chromium found: install one (Debian: `sudo apt-get install chromium`) or set CHROMIUM_PATH.");
  process.exit(1);
}

const result = spawnSync("npx", ["playwright", "test", "-c", "e2e/playwright.config.ts", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
