import { API_PATHS } from "@helixmap/common/api-paths";
import type { EditConflict } from "@helixmap/common/edit-conflicts/edit-base";
import type { PageDocument } from "@helixmap/common/pages/pages-api";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { aboutPage, aboutValues, pageSummaries, versionSummary } from "../pages/page-fixtures";
import { PagesTab } from "../pages/pages-tab";
import { mockApi, profile, renderStaff, TWO_FACTOR_OFF } from "../test-support";

const ABOUT = API_PATHS.page("about");

const conflict: EditConflict<PageDocument> = {
  version: 3,
  baseVersion: 2,
  savedBy: { email: "grace@example.com", fullName: "Grace Hopper" },
  savedAt: "2026-02-04T10:00:00.000Z",
  current: aboutPage({ version: 3, draft: aboutValues({ intro: "Grace's introduction." }) }),
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("a page someone else saved meanwhile", { timeout: 30_000 }, () => {
  it("shows who is editing, offers their changes beside mine and keeps mine as an overwrite", async () => {
    const api = mockApi({
      [`GET ${API_PATHS.me}`]: { body: { user: profile({ role: "administrator" }), twoFactor: TWO_FACTOR_OFF } },
      [`GET ${API_PATHS.pages}`]: { body: { pages: pageSummaries() } },
      [`GET ${ABOUT}`]: { body: { page: aboutPage() } },
      [`GET ${API_PATHS.pageVersions("about")}`]: { body: { versions: [versionSummary(2), versionSummary(1)] } },
      [`POST ${API_PATHS.pagePresence("about")}`]: {
        body: {
          editors: [
            {
              user: { email: "grace@example.com", fullName: "Grace Hopper" },
              since: "2026-02-04T09:55:00.000Z",
              seenAt: "2026-02-04T09:59:00.000Z",
            },
          ],
        },
      },
      [`DELETE ${API_PATHS.pagePresence("about")}`]: { status: 204 },
      [`PATCH ${ABOUT}`]: [
        { status: 409, body: { error: { code: "EDIT_CONFLICT", message: "Grace saved", conflict } } },
        { body: { page: aboutPage({ version: 4, hasDraft: true, draft: aboutValues({ intro: "Mine." }) }) } },
      ],
    });
    renderStaff(<PagesTab canEdit />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit About HelixMap" }));
    const form = await screen.findByRole("form", { name: "Edit the About HelixMap page" });
    expect(await screen.findByTestId("presence-notice")).toHaveTextContent("Grace Hopper is editing since");

    const intro = within(form).getByLabelText("Introduction");
    await user.clear(intro);
    await user.type(intro, "Mine.");
    await user.click(within(form).getByRole("button", { name: "Save draft" }));
    const panel = await screen.findByTestId("edit-conflict");
    expect(panel).toHaveTextContent("Grace Hopper saved this");
    expect(intro).toHaveValue("Mine.");
    await user.click(within(panel).getByRole("button", { name: "See their changes" }));
    const row = within(panel).getByRole("row", { name: /Introduction/ });
    expect(row).toHaveTextContent("Mine.");
    expect(row).toHaveTextContent("Grace's introduction.");

    await user.click(within(panel).getByRole("button", { name: "Keep mine" }));
    await screen.findByText(/Draft saved/);
    expect(api.callsTo("PATCH", ABOUT).map((call) => call.body)).toEqual([
      { fields: aboutValues({ intro: "Mine." }), baseVersion: 2 },
      { fields: aboutValues({ intro: "Mine." }), baseVersion: 3, overwrite: true },
    ]);
  });
});
