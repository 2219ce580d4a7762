import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/pages";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("copying page text is blocked, while pasting into a form field works", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await page.evaluate(() => navigator.clipboard.writeText("sentinel"));

  // Select the page heading and try to copy it.
  await page.evaluate(() => {
    const heading = document.querySelector("main h1");
    const range = document.createRange();
    range.selectNodeContents(heading as Node);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
  });
  await page.keyboard.press("Control+C");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("sentinel");

  const contextMenu = await page.locator("main h1").evaluate((el) => {
    const event = new MouseEvent("contextmenu", { bubbles: true, cancelable: true });
    el.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(contextMenu).toBe(true);
  expect(await page.locator("main h1").evaluate((el) => getComputedStyle(el).userSelect)).toBe("none");

  // A form field keeps paste.
  await page.evaluate(() => {
    const input = document.createElement("input");
    input.setAttribute("aria-label", "Scratch field");
    document.querySelector("main")?.append(input);
  });
  const field = page.getByRole("textbox", { name: "Scratch field" });
  await field.click();
  await page.keyboard.press("Control+V");
  await expect(field).toHaveValue("sentinel");
});

test("F12 and view-source shortcuts are blocked", async ({ page }) => {
  await gotoHydrated(page, "/about");
  const prevented = await page.evaluate(() =>
    ["F12", "u"].map((key) => {
      const event = new KeyboardEvent("keydown", { key, ctrlKey: key === "u", bubbles: true, cancelable: true });
      document.body.dispatchEvent(event);
      return event.defaultPrevented;
    }),
  );
  expect(prevented).toEqual([true, true]);
});
