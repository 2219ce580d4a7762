import { ADMIN_PATHS } from "@helixmap/common/routes";
import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/pages";
import { ensureAdmin, submitLoginForm } from "./support/staff";

test("the session cookie set by signing in is httpOnly and SameSite=Lax, and page scripts cannot read it", async ({
  page,
}) => {
  const admin = await ensureAdmin(page.request);
  await page.context().clearCookies();
  await gotoHydrated(page, ADMIN_PATHS.login);
  await submitLoginForm(page, admin.email, admin.password);
  await expect(page).toHaveURL((url) => url.pathname === ADMIN_PATHS.dashboard, { timeout: 10_000 });

  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name.endsWith("hm.session_token"));
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  // Secure is set over https and always with NODE_ENV=production (server test: production-cookies-are-secure).
  for (const cookie of cookies) expect(cookie.sameSite, cookie.name).not.toBe("None");
  const visible = await page.evaluate(() => document.cookie);
  expect(visible).not.toContain("session_token");
});
