import { API_PATHS } from "@helixmap/common/api-paths";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { aboutPage, pageSummaries } from "../pages/page-fixtures";
import { mockApi, profile, renderStaff } from "../test-support";
import { Dashboard } from "./dashboard";

afterEach(() => vi.unstubAllGlobals());

describe("the dashboard's tabs", () => {
  it("ask before another tab replaces a page form with unsaved changes", { timeout: 20_000 }, async () => {
    mockApi({
      [`GET ${API_PATHS.content}`]: { body: { items: [], nextCursor: null, counts: null } },
      [`GET ${API_PATHS.pages}`]: { body: { pages: pageSummaries() } },
      [`GET ${API_PATHS.page("about")}`]: { body: { page: aboutPage() } },
      [`GET ${API_PATHS.pageVersions("about")}`]: { body: { versions: [] } },
    });
    renderStaff(<Dashboard user={profile()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("tab", { name: "Pages" }));
    await user.click(await screen.findByRole("button", { name: "Edit About HelixMap" }));
    await user.type(await screen.findByLabelText("Introduction"), " More.");

    await user.click(screen.getByRole("tab", { name: "Content" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    await user.click(within(dialog).getByRole("button", { name: "Stay on the form" }));
    expect(screen.getByRole("tab", { name: "Pages" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByLabelText("Introduction")).toHaveValue("We map genes to cures. More.");

    await user.click(screen.getByRole("tab", { name: "Content" }));
    await user.click(await screen.findByRole("button", { name: "Leave and lose the changes" }));
    expect(screen.getByRole("tab", { name: "Content" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByText(/No content yet/)).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Pages" }));
    await user.click(await screen.findByRole("button", { name: "Edit About HelixMap" }));
    expect(await screen.findByLabelText("Introduction")).toHaveValue("We map genes to cures.");
    await user.click(screen.getByRole("tab", { name: "Content" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Content" })).toHaveAttribute("aria-selected", "true");
  });
});
