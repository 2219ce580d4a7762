import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";

/** Clicks a download control and returns the suggested file name and the saved file's path. */
export async function downloadFrom(page: Page, control: Locator) {
  const [download] = await Promise.all([page.waitForEvent("download"), control.click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), path };
}

export function readText(path: string): Promise<string> {
  return readFile(path, "utf8");
}

/** Text of a downloaded PDF (poppler's pdftotext), proving it is a real, readable PDF. */
export function pdfText(path: string): string {
  return execFileSync("pdftotext", ["-layout", path, "-"], { encoding: "utf8" });
}

/** The underscore rule: the title with every non-alphanumeric character replaced. */
export function expectedFileName(title: string, extension: "pdf" | "txt"): string {
  return `${title.replace(/[^a-zA-Z0-9]/g, "_")}.${extension}`;
}
