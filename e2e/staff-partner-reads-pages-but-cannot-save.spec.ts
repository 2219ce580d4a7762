import { API_PATHS } from "@helixmap/common/api-paths";
import type { PageDocument } from "@helixmap/common/pages/pages-api";
import { expect, test } from "@playwright/test";
import { openPageForm } from "./support/site-pages";
import { createPartner, openDashboard, signInAsAdmin, signInWithApi } from "./support/staff";

test("a partner opens the pages and the site settings read-only, and the server refuses their changes", async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  const partner = await createPartner(page.request);
  const context = await browser.newContext();
  const partnerPage = await context.newPage();
  try {
    await signInWithApi(partnerPage, partner);
    await openDashboard(partnerPage);
    await expect(partnerPage.getByRole("tab")).toHaveText(["Content", "Pages", "Media", "Data Room"]);

    const about = await openPageForm(partnerPage, "about");
    await expect(about).toContainText("only administrators can change them");
    await expect(about.getByLabel("Introduction")).not.toBeEditable();
    await expect(about.getByRole("button", { name: /Save draft|^Add |^Remove |^Move / })).toHaveCount(0);
    await expect(partnerPage.getByRole("button", { name: /Publish changes|Discard draft|Restore/ })).toHaveCount(0);
    await expect(partnerPage.getByTestId("version").first()).toBeVisible();

    await partnerPage.getByRole("button", { name: "All pages" }).click();
    const settings = await openPageForm(partnerPage, "site");
    await expect(settings.getByLabel("Therapeutic genes mapped")).not.toBeEditable();

    const read = await partnerPage.request.get(API_PATHS.page("about"));
    expect(read.status()).toBe(200);
    const before = ((await read.json()) as { page: PageDocument }).page;
    const patch = await partnerPage.request.patch(API_PATHS.page("about"), {
      data: { fields: { ...before.fields, intro: "A partner's words" } },
    });
    expect(patch.status()).toBe(403);
    expect(((await patch.json()) as { error: { code: string } }).error.code).toBe("FORBIDDEN");
    for (const path of [API_PATHS.publishPageChanges("about"), API_PATHS.restorePageVersion("about", 1)]) {
      expect((await partnerPage.request.post(path)).status(), path).toBe(403);
    }
    const after = ((await (await partnerPage.request.get(API_PATHS.page("about"))).json()) as { page: PageDocument })
      .page;
    expect(after.draft).toEqual(before.draft);
    expect(after.fields).toEqual(before.fields);
  } finally {
    await context.close();
  }
});
