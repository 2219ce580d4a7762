import { API_PATHS } from "@helixmap/common/api-paths";
import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./support/staff";

const FOREIGN = "http://evil.example/";

test("a page on another site cannot create content with the administrator's browser", async ({ page, baseURL }) => {
  await signInAsAdmin(page);
  const title = `Cross-site ${Date.now()}`;
  // A text/plain form can carry a JSON body without a CORS preflight: the classic CSRF shape.
  const html = `<!doctype html><title>Evil</title>
    <form id="f" method="post" enctype="text/plain" action="${baseURL}${API_PATHS.content}">
      <input name='{"title":"${title}","x":"' value='"}'>
    </form>
    <script>
      fetch(${JSON.stringify(`${baseURL}${API_PATHS.content}`)}, {
        method: "POST", mode: "no-cors", credentials: "include",
        headers: { "content-type": "text/plain" }, body: JSON.stringify({ title: ${JSON.stringify(title)} }),
      }).catch(() => {}).finally(() => document.getElementById("f").submit());
    </script>`;
  await page.route(FOREIGN, (route) => route.fulfill({ contentType: "text/html", body: html }));

  await page.goto(FOREIGN);
  // The form's navigation shows the server's answer: refused for its origin, before any session is read.
  await expect(page).toHaveURL(`${baseURL}${API_PATHS.content}`);
  await expect(page.locator("body")).toContainText('"code":"BAD_ORIGIN"');

  const list = await page.request.get(API_PATHS.content);
  expect(list.status()).toBe(200);
  const { items } = (await list.json()) as { items: { title: string }[] };
  expect(items.map((i) => i.title)).not.toContain(title);
});
