import { API_PATHS } from "@helixmap/common/api-paths";
import { SITE_FIELDS, SITE_TITLE } from "@helixmap/common/pages/page-catalogue";
import type { PageDocument } from "@helixmap/common/pages/pages-api";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, mockApi, renderStaff } from "../test-support";
import { PageEditor } from "./page-editor";
import { aboutPage, aboutValues, validValues, versionSummary } from "./page-fixtures";

afterEach(() => vi.unstubAllGlobals());

const ABOUT = API_PATHS.page("about");
const VERSIONS = `GET ${API_PATHS.pageVersions("about")}`;
const withDraft = aboutPage({
  hasDraft: true,
  draft: aboutValues({ intro: "We map every gene.\nAnd more." }),
  draftUpdatedAt: "2026-02-04T09:00:00.000Z",
  draftUpdatedBy: { email: "ada@example.com", fullName: "Ada Lovelace" },
});

function renderEditor(page: PageDocument, canEdit = true) {
  const onDirtyChange = vi.fn();
  renderStaff(
    <PageEditor
      pageKey={page.key}
      title={page.title}
      canEdit={canEdit}
      dirty={false}
      onDirtyChange={onDirtyChange}
      onClose={() => {}}
    />,
  );
  return { user: userEvent.setup(), onDirtyChange };
}

// A whole page's form in jsdom is slow to query and type into, slower still beside other test files.
describe("a page's draft, schedule and history", { timeout: 20_000 }, () => {
  it("edits the draft rather than the live values, and publishes it", async () => {
    const api = mockApi({
      [`GET ${ABOUT}`]: { body: { page: withDraft } },
      [VERSIONS]: { body: { versions: [versionSummary(2), versionSummary(1)] } },
      [`POST ${API_PATHS.publishPageChanges("about")}`]: {
        body: { page: aboutPage({ fields: withDraft.draft as Record<string, unknown>, version: 3 }) },
      },
    });
    const { user } = renderEditor(withDraft);
    expect(await screen.findByLabelText("Introduction")).toHaveValue("We map every gene.\nAnd more.");
    expect(screen.getByText(/This page has unpublished changes/)).toHaveTextContent("by Ada Lovelace");
    expect(screen.getByRole("link", { name: /Preview the saved draft/ })).toHaveAttribute("target", "_blank");
    await user.click(screen.getByRole("button", { name: "Publish changes" }));
    expect(await screen.findByText(/Changes published/)).toBeInTheDocument();
    expect(api.callsTo("POST", API_PATHS.publishPageChanges("about"))).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText(/This page has unpublished changes/)).not.toBeInTheDocument());
  });

  it("discards the draft after confirmation", async () => {
    const api = mockApi({
      [`GET ${ABOUT}`]: { body: { page: withDraft } },
      [VERSIONS]: { body: { versions: [versionSummary(2)] } },
      [`POST ${API_PATHS.discardPageDraft("about")}`]: { body: { page: aboutPage() } },
    });
    const { user } = renderEditor(withDraft);
    await user.click(await screen.findByRole("button", { name: "Discard draft" }));
    await user.click(await screen.findByRole("button", { name: "Discard draft" }));
    expect(await screen.findByText("Draft discarded")).toBeInTheDocument();
    expect(api.callsTo("POST", API_PATHS.discardPageDraft("about"))).toHaveLength(1);
    expect(screen.getByLabelText("Introduction")).toHaveValue("We map genes to cures.");
  });

  it("compares a version with the saved draft and restores it as the draft", async () => {
    const first = { ...versionSummary(1), fields: aboutValues({ intro: "We map genes to cures.\nAnd more." }) };
    const api = mockApi({
      [`GET ${ABOUT}`]: { body: { page: withDraft } },
      [VERSIONS]: { body: { versions: [versionSummary(2), versionSummary(1)] } },
      [`GET ${API_PATHS.pageVersion("about", 1)}`]: { body: { version: first } },
      [`POST ${API_PATHS.restorePageVersion("about", 1)}`]: {
        body: { page: { ...withDraft, draft: first.fields, draftUpdatedAt: "2026-02-05T09:00:00.000Z" } },
      },
    });
    const { user } = renderEditor(withDraft);
    const [newest, oldest] = await screen.findAllByTestId("version");
    expect(newest).toHaveTextContent("Version 2 · Published · live · by Ada Lovelace");
    expect(oldest).toHaveTextContent("Version 1 · The site's original text");

    await user.click(screen.getByRole("button", { name: "Compare version 1 with the current page" }));
    const diff = await screen.findByTestId("version-diff");
    expect(diff).toHaveTextContent("Version 1 compared with the saved draft");
    const changed = within(diff).getAllByTestId("diff-field");
    expect(changed).toHaveLength(1);
    expect(changed[0]).toHaveTextContent("Introduction");
    const lines = within(diff)
      .getAllByTestId("diff-line")
      .map((line) => [line.dataset.kind, line.textContent?.replace(/^[−+ ] (only in [^:]+: )?/, "")]);
    expect(lines).toEqual([
      ["removed", "We map genes to cures."],
      ["added", "We map every gene."],
      ["same", "And more."],
    ]);

    await user.click(screen.getByRole("button", { name: "Restore version 1" }));
    await user.click(await screen.findByRole("button", { name: "Restore" }));
    expect(await screen.findByText(/Version 1 is now the draft/)).toBeInTheDocument();
    expect(api.callsTo("POST", API_PATHS.restorePageVersion("about", 1))).toHaveLength(1);
    await waitFor(() => expect(screen.getByLabelText("Introduction")).toHaveValue("We map genes to cures.\nAnd more."));
  });

  it("schedules the draft in the administrator's local time, sent as UTC, and cancels it", async () => {
    const at = new Date(2026, 6, 4, 12, 0).toISOString();
    const api = mockApi({
      [`GET ${ABOUT}`]: { body: { page: withDraft } },
      [VERSIONS]: { body: { versions: [] } },
      [`POST ${API_PATHS.schedulePage("about")}`]: [
        { body: { page: { ...withDraft, publishAt: at } } },
        { body: { page: withDraft } },
      ],
    });
    const { user } = renderEditor(withDraft);
    await user.type(await screen.findByLabelText("Publish the draft at"), "2026-07-04T12:00");
    await user.click(screen.getByRole("button", { name: "Schedule" }));
    expect(await screen.findByTestId("page-schedule")).toHaveTextContent("The saved draft is published on");
    expect(api.callsTo("POST", API_PATHS.schedulePage("about"))[0]?.body).toEqual({ publishAt: at });
    await user.click(screen.getByRole("button", { name: "Cancel the schedule" }));
    await waitFor(() => expect(screen.queryByTestId("page-schedule")).not.toBeInTheDocument());
    expect(api.callsTo("POST", API_PATHS.schedulePage("about"))[1]?.body).toEqual({ publishAt: null });
  });

  it("shows a schedule the server refuses at its input", async () => {
    mockApi({
      [`GET ${ABOUT}`]: { body: { page: withDraft } },
      [VERSIONS]: { body: { versions: [] } },
      [`POST ${API_PATHS.schedulePage("about")}`]: apiError(400, "VALIDATION_FAILED", "Invalid", {
        publishAt: "Choose a time in the future",
      }),
    });
    const { user } = renderEditor(withDraft);
    await user.type(await screen.findByLabelText("Publish the draft at"), "2020-01-01T08:00");
    await user.click(screen.getByRole("button", { name: "Schedule" }));
    expect(await screen.findByLabelText("Publish the draft at")).toHaveAccessibleDescription(
      /Choose a time in the future$/,
    );
  });

  it("changes a headline figure in the site settings as a number", async () => {
    const values = validValues(SITE_FIELDS);
    const site: PageDocument = {
      ...aboutPage(),
      key: "site",
      kind: "settings",
      path: null,
      title: SITE_TITLE,
      fields: values,
    };
    const api = mockApi({
      [`GET ${API_PATHS.page("site")}`]: { body: { page: site } },
      [`GET ${API_PATHS.pageVersions("site")}`]: { body: { versions: [] } },
      [`PATCH ${API_PATHS.page("site")}`]: { body: { page: site } },
    });
    const { user } = renderEditor(site);
    const figures = await screen.findByRole("group", { name: "Headline figures" });
    const genes = within(figures).getByLabelText("Therapeutic genes mapped");
    await user.clear(genes);
    await user.type(genes, "31");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(api.callsTo("PATCH", API_PATHS.page("site"))).toHaveLength(1));
    const sent = api.callsTo("PATCH", API_PATHS.page("site"))[0]?.body as {
      fields: { figures: Record<string, unknown> };
    };
    expect(sent.fields.figures.mappedGenes).toBe(31);
    expect(screen.queryByRole("link", { name: /Preview/ })).not.toBeInTheDocument();
  });

  it("explains a scheduled publish that failed", async () => {
    const failed = { ...withDraft, scheduleProblem: "The page no longer passes its checks." };
    mockApi({ [`GET ${ABOUT}`]: { body: { page: failed } }, [VERSIONS]: { body: { versions: [] } } });
    renderEditor(failed);
    expect(await screen.findByText(/The scheduled publish failed: The page no longer passes its checks/)).toBeVisible();
  });
});
