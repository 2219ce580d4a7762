import { API_PATHS } from "@helixmap/common/api-paths";
import { expect, test } from "@playwright/test";
import { openDashboard, signInAsAdmin } from "./support/staff";

/** Markup an attacker with a stolen administrator session, or a careless paste, could put in an item. */
const HOSTILE = [
  "<script>alert('script')</script>",
  "<img src=x onerror=\"alert('img')\">",
  "<svg onload=\"alert('svg')\"></svg>",
  "<a href=\"javascript:alert('link')\">Read more</a>",
  "<iframe src=\"javascript:alert('frame')\"></iframe>",
  "<div onmouseover=\"alert('hover')\">hover me</div>",
].join("\n");

test("content containing scripts, event handlers and javascript: links stays inert text in the dashboard", async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await signInAsAdmin(page);
  const title = `Hostile markup ${Date.now()}`;
  const created = await page.request.post(API_PATHS.content, {
    data: { title: `<img src=x onerror="alert('title')">${title}`, content: HOSTILE, published: true },
  });
  expect(created.status(), await created.text()).toBe(201);

  await openDashboard(page);
  await page.getByRole("tab", { name: "Content" }).click();
  const card = page.getByTestId("content-item").filter({ hasText: title });
  await expect(card).toBeVisible();
  // Shown as the literal text that was stored.
  await expect(card.getByTestId("content-preview")).toContainText("<script>alert('script')</script>");
  await card.getByTestId("content-preview").hover();
  await card.getByTestId("content-preview").click();

  const live = await page.evaluate(() => ({
    scripts: document.querySelectorAll("[data-testid=content-item] script").length,
    handlers: Array.from(document.querySelectorAll("*")).flatMap((el) =>
      Array.from(el.attributes)
        .filter((a) => a.name.startsWith("on"))
        .map((a) => `${el.tagName}[${a.name}]`),
    ),
    javascriptUrls: Array.from(document.querySelectorAll("[href], [src]"))
      .map((el) => el.getAttribute("href") ?? el.getAttribute("src") ?? "")
      .filter((url) => /^\s*javascript:/i.test(url)),
    frames: document.querySelectorAll("iframe, svg[onload]").length,
  }));
  expect(live).toEqual({ scripts: 0, handlers: [], javascriptUrls: [], frames: 0 });
  expect(dialogs).toEqual([]);
});
