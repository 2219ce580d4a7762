import { API_PATHS } from "@helixmap/common/api-paths";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, mockApi, renderStaff } from "../test-support";
import { aboutPage, aboutValues, pageSummaries, ROW_COUNT, versionSummary } from "./page-fixtures";
import { PagesTab } from "./pages-tab";

afterEach(() => vi.unstubAllGlobals());

const ABOUT = API_PATHS.page("about");

/** The tab with the About page opened from the list. */
async function openAbout(canEdit: boolean, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    [`GET ${API_PATHS.pages}`]: { body: { pages: pageSummaries() } },
    [`GET ${ABOUT}`]: { body: { page: aboutPage() } },
    [`GET ${API_PATHS.pageVersions("about")}`]: { body: { versions: [versionSummary(2), versionSummary(1)] } },
    ...routes,
  });
  renderStaff(<PagesTab canEdit={canEdit} />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: `${canEdit ? "Edit" : "Open"} About HelixMap` }));
  const form = await screen.findByRole("form", { name: canEdit ? "Edit the About HelixMap page" : /read only/ });
  return { api, user, form };
}

// A whole page's form in jsdom is slow to query and type into, slower still beside other test files.
describe("the Pages tab", { timeout: 20_000 }, () => {
  it("lists every public page, the HTML documents and the site settings, with their unpublished changes and schedules", async () => {
    mockApi({
      [`GET ${API_PATHS.pages}`]: {
        body: {
          pages: pageSummaries({
            about: { hasDraft: true },
            technology: { hasDraft: true, publishAt: "2026-03-01T09:00:00.000Z" },
          }),
        },
      },
    });
    renderStaff(<PagesTab canEdit />);
    const rows = await screen.findAllByTestId("page-row");
    expect(rows).toHaveLength(ROW_COUNT);
    expect(rows[0]).toHaveTextContent("/");
    expect(rows.at(-1)).toHaveTextContent("Site settings");
    expect(rows.at(-1)).toHaveTextContent("Used by every page");
    const demo = rows.find((row) => row.getAttribute("data-page-key") === "technology-demo") as HTMLElement;
    expect(demo).toHaveTextContent("Document: /documents/technology-demo.html");
    const about = rows.find((row) => row.textContent?.includes("About HelixMap")) as HTMLElement;
    expect(within(about).getByText("Unpublished changes")).toBeInTheDocument();
    const technology = rows.find((row) => row.textContent?.includes("/technology")) as HTMLElement;
    expect(within(technology).getByText(/Scheduled: publish/)).toBeInTheDocument();
  });

  it("reports a list that cannot be loaded and loads it again on retry", async () => {
    mockApi({
      [`GET ${API_PATHS.pages}`]: [
        apiError(403, "FORBIDDEN", "You cannot read this."),
        { body: { pages: pageSummaries() } },
      ],
    });
    renderStaff(<PagesTab canEdit />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Pages could not be loaded");
    expect(alert).toHaveTextContent("You cannot read this.");
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findAllByTestId("page-row")).toHaveLength(ROW_COUNT);
  });

  it("opens a page's form with the schema's labels and help, and long lists folded to their entries' names", async () => {
    const { form } = await openAbout(true);
    expect(within(form).getByLabelText("Introduction")).toHaveValue("We map genes to cures.");
    expect(within(form).getAllByLabelText("Title")[0]).toHaveAccessibleDescription(
      "The page's heading, browser tab and sharing title.",
    );
    expect(within(form).getByRole("group", { name: "Link to the platform page" })).toBeInTheDocument();
    expect(within(form).getByRole("group", { name: "Mission" })).toBeInTheDocument();
    const values = within(form).getByRole("group", { name: "Values" });
    const toggles = within(values).getAllByRole("button", { expanded: false });
    expect(toggles.map((t) => t.textContent)).toEqual([
      "Value 1: Integrity",
      "Value 2: Rigour",
      "Value 3: Openness",
      "Value 4: Care",
      "Value 5: Courage",
    ]);
    const approaches = within(form).getByRole("group", { name: "Approaches" });
    expect(within(approaches).getByRole("button", { name: "Approach 1: Mapping" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(within(form).getByRole("link", { name: /Preview/ })).toHaveAttribute("href", "/admin/preview/pages/about");
  });

  it("saves the whole document as the draft and then shows it as unpublished changes", async () => {
    const saved = aboutPage({
      hasDraft: true,
      draft: aboutValues({ intro: "We map every gene." }),
      draftUpdatedAt: "2026-02-04T09:00:00.000Z",
    });
    const { api, user, form } = await openAbout(true, { [`PATCH ${ABOUT}`]: { body: { page: saved } } });
    const intro = within(form).getByLabelText("Introduction");
    await user.clear(intro);
    await user.type(intro, "We map every gene.");
    await user.click(within(form).getByRole("button", { name: "Save draft" }));
    expect(await screen.findByText(/This page has unpublished changes/)).toBeInTheDocument();
    expect(api.callsTo("PATCH", ABOUT)[0]?.body).toEqual({
      fields: aboutValues({ intro: "We map every gene." }),
      baseVersion: 2,
    });
    expect(screen.getByLabelText("Introduction")).toHaveValue("We map every gene.");
  });

  it("shows the server's field errors at their inputs, opening a folded entry and focusing the first", async () => {
    const { user, form } = await openAbout(true, {
      [`PATCH ${ABOUT}`]: apiError(400, "VALIDATION_FAILED", "Some fields are not valid", {
        "fields.values.4.title": "At most 120 characters",
        "fields.platformLink.href": "Use a path on this site",
      }),
    });
    await user.type(within(form).getByLabelText("Introduction"), " Today.");
    await user.click(within(form).getByRole("button", { name: "Save draft" }));
    const summary = await screen.findByTestId("error-summary");
    expect(summary).toHaveTextContent("2 fields need attention");
    expect(summary).toHaveTextContent("Link to the platform page › Goes to: Use a path on this site");
    expect(summary).toHaveTextContent("Values › Value 5 › Title: At most 120 characters");
    const href = within(form).getByLabelText("Goes to");
    await waitFor(() => expect(href).toHaveFocus());
    expect(href).toHaveAttribute("aria-invalid", "true");
    expect(href).toHaveAccessibleDescription(/Use a path on this site$/);
    const courage = within(form).getByRole("button", { name: "Value 5: Courage" });
    expect(courage).toHaveAttribute("aria-expanded", "true");
    const entry = courage.closest("li") as HTMLElement;
    expect(within(entry).getByLabelText("Title")).toHaveAttribute("aria-invalid", "true");
  });

  it("checks the document against its schema before sending it", async () => {
    const { api, user, form } = await openAbout(true);
    await user.clear(within(form).getByLabelText("Introduction"));
    await user.click(within(form).getByRole("button", { name: "Save draft" }));
    const intro = within(form).getByLabelText("Introduction");
    await waitFor(() => expect(intro).toHaveFocus());
    expect(intro).toHaveAccessibleDescription("Required");
    expect(api.callsTo("PATCH", ABOUT)).toHaveLength(0);
  });

  it("adds, removes and reorders list entries", async () => {
    const { api, user, form } = await openAbout(true, {
      [`PATCH ${ABOUT}`]: { body: { page: aboutPage({ draft: aboutValues() }) } },
    });
    const facts = within(form).getByRole("group", { name: "Story: facts" });
    await user.click(within(facts).getByRole("button", { name: "Add fact" }));
    const entries = within(facts).getAllByTestId("list-entry");
    expect(entries).toHaveLength(2);
    const added = entries[1] as HTMLElement;
    expect(within(added).getByLabelText("Figure")).toHaveFocus();
    await user.type(within(added).getByLabelText("Figure"), "15+");
    await user.type(within(added).getByLabelText("Label"), "Pathways");
    await user.click(within(facts).getByRole("button", { name: "Move Fact 2: Pathways up" }));
    expect(
      within(facts)
        .getAllByRole("button", { name: /^Fact \d/ })
        .map((b) => b.textContent),
    ).toEqual(["Fact 1: Pathways", "Fact 2: Genes mapped"]);

    const values = within(form).getByRole("group", { name: "Values" });
    await user.click(within(values).getByRole("button", { name: "Remove Value 2: Rigour" }));
    await user.click(within(form).getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(api.callsTo("PATCH", ABOUT)).toHaveLength(1));
    const sent = api.callsTo("PATCH", ABOUT)[0]?.body as { fields: Record<string, unknown> };
    expect(sent.fields.facts).toEqual([
      { value: "15+", label: "Pathways" },
      { value: "{{mappedGenes}}", label: "Genes mapped" },
    ]);
    expect((sent.fields.values as { title: string }[]).map((v) => v.title)).toEqual([
      "Integrity",
      "Openness",
      "Care",
      "Courage",
    ]);
  });

  it("asks before leaving a form with unsaved changes", async () => {
    const { user, form } = await openAbout(true);
    await user.type(within(form).getByLabelText("Introduction"), " More.");
    expect(within(form).getByText("Unsaved changes")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "All pages" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    await user.click(within(dialog).getByRole("button", { name: "Stay on the form" }));
    expect(screen.getByLabelText("Introduction")).toHaveValue("We map genes to cures. More.");
    await user.click(screen.getByRole("button", { name: "All pages" }));
    await user.click(await screen.findByRole("button", { name: "Leave and lose the changes" }));
    expect(await screen.findAllByTestId("page-row")).toHaveLength(ROW_COUNT);
  });

  it("will not publish the saved draft while the form holds unsaved changes", async () => {
    const draft = aboutPage({ hasDraft: true, draft: aboutValues({ intro: "Drafted." }) });
    const { user, form } = await openAbout(true, { [`GET ${ABOUT}`]: { body: { page: draft } } });
    expect(screen.getByRole("button", { name: "Publish changes" })).toBeEnabled();
    await user.type(within(form).getByLabelText("Introduction"), " More.");
    expect(screen.getByRole("button", { name: "Publish changes" })).toBeDisabled();
    expect(screen.getByText("Save the draft first: publishing takes the saved draft.")).toBeInTheDocument();
  });

  it("lets a partner read a page without any control that changes it", async () => {
    const { form } = await openAbout(false);
    expect(within(form).getByLabelText("Introduction")).toHaveAttribute("readonly");
    expect(within(form).getByLabelText("Document")).toHaveAttribute("readonly");
    expect(within(form).queryByRole("button", { name: /Save draft|Add|Remove|Move/ })).not.toBeInTheDocument();
    expect(within(form).getByText(/only administrators can change them/)).toBeInTheDocument();
    expect(await screen.findAllByTestId("version")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: /Restore/ })).not.toBeInTheDocument();
  });
});
