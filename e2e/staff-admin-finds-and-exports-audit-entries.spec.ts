import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { openDashboard, signInAsAdmin } from "./support/staff";

test("the administrator finds an audit entry with the filters, exports it, and the export is audited", async ({
  page,
}) => {
  const admin = await signInAsAdmin(page);
  await openDashboard(page);
  const title = `Board memo ${Date.now()}`;
  await page.getByRole("button", { name: "New Content" }).click();
  const form = page.getByRole("form", { name: "New content" });
  await form.getByLabel("Title").fill(title);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("content-item").filter({ hasText: title })).toBeVisible();

  await page.getByRole("tab", { name: "Audit Logs" }).click();
  await expect(page.getByText("The latest 50 events, newest first.")).toBeVisible();
  const filters = page.getByRole("region", { name: "Filter audit events" });
  await filters.getByLabel("Action").selectOption("content_created");
  await filters.getByLabel("Actor name or e-mail").fill(admin.email);
  await filters.getByRole("button", { name: "Search" }).click();
  const today = new Date();
  const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, "0")}-${String(today.getDate()).padStart(2, "0")}`;
  await filters.getByLabel("From (day)").fill(day);
  await filters.getByLabel("To (day, included)").fill(day);
  await expect(page.getByText("Events matching the filters, newest first.")).toBeVisible();
  // Other journeys on this server may have created content as the same administrator today.
  const entries = page.getByTestId("audit-entry");
  await expect(entries.first()).toContainText("content_created");
  const shown = await entries.count();
  for (let i = 0; i < shown; i++) {
    await expect(entries.nth(i)).toContainText("content_created");
    await expect(entries.nth(i)).toContainText(admin.fullName);
  }

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await (await download).path();
  const csv = await readFile(file, "utf8");
  const lines = csv.trim().split("\r\n");
  expect(lines[0]).toBe("time,action,actor_name,actor_email,resource_type,resource_id,old_values,new_values");
  expect(lines).toHaveLength(shown + 1);
  expect(lines.slice(1).every((line) => line.includes(",content_created,") && line.includes(admin.email))).toBe(true);
  expect(lines.some((line) => line.includes(title))).toBe(true);

  await filters.getByLabel("Action").selectOption("audit_exported");
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(entries.first()).toContainText("audit_exported");
  await expect(entries.first()).toContainText(admin.fullName);
});

test("the administrator finds a user by e-mail and by role", async ({ page }) => {
  const admin = await signInAsAdmin(page);
  await openDashboard(page);
  await page.getByRole("tab", { name: "Users" }).click();
  const filters = page.getByRole("region", { name: "Find users" });
  await filters.getByLabel("Name or e-mail").fill(admin.email);
  await filters.getByRole("button", { name: "Search" }).click();
  await expect(page.getByTestId("user-row")).toHaveCount(1);
  await expect(page.getByTestId("user-row")).toContainText(admin.email);
  await filters.getByLabel("Role").selectOption("public");
  await expect(page.getByText("No users match these filters.")).toBeVisible();
});
