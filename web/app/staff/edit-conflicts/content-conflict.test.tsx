import type { ContentItem, ContentListResponse, ContentSummary } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import type { EditConflict } from "@helixmap/common/edit-conflicts/edit-base";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContentTab } from "../content/content-tab";
import { type MockResponse, mockApi, profile, renderStaff, TWO_FACTOR_OFF } from "../test-support";
import { unsavedEditsKey } from "../unsaved-edits/unsaved-edits";

const ID = "11111111-1111-4111-8111-111111111111";
const ITEM_PATH = API_PATHS.contentItem(ID);
const ME = profile({ role: "administrator" });

function item(overrides: Partial<ContentItem> = {}): ContentItem {
  return {
    id: ID,
    title: "Quarterly update",
    slug: "quarterly-update",
    content: "First text",
    visibility: "public",
    contentType: "page",
    published: false,
    summary: "",
    displayDate: "2026-02-01",
    fields: {},
    authorId: null,
    createdAt: "2026-02-01T09:00:00.000Z",
    updatedAt: "2026-02-03T09:00:00.000Z",
    publishAt: null,
    unpublishAt: null,
    scheduleProblem: null,
    draft: null,
    version: 4,
    ...overrides,
  };
}

function list(): MockResponse {
  const { content, draft, ...rest } = item();
  const summary: ContentSummary = { ...rest, hasDraft: false, preview: content, contentLength: content.length };
  const body: ContentListResponse = { items: [summary], nextCursor: null, counts: null };
  return { body };
}

const conflict: EditConflict<ContentItem> = {
  version: 5,
  baseVersion: 4,
  savedBy: { email: "grace@example.com", fullName: "Grace Hopper" },
  savedAt: "2026-02-03T10:00:00.000Z",
  current: item({ content: "Grace's text", version: 5 }),
};

function routes(extra: Record<string, MockResponse | MockResponse[]> = {}) {
  return {
    [`GET ${API_PATHS.me}`]: { body: { user: ME, twoFactor: TWO_FACTOR_OFF } },
    [`GET ${API_PATHS.content}`]: list(),
    [`GET ${ITEM_PATH}`]: { body: { item: item() } },
    [`POST ${API_PATHS.contentPresence(ID)}`]: { body: { editors: [] } },
    [`DELETE ${API_PATHS.contentPresence(ID)}`]: { status: 204 },
    ...extra,
  };
}

async function openEditor() {
  renderStaff(<ContentTab canEdit />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Edit Quarterly update" }));
  const form = await screen.findByRole("form", { name: "Edit Quarterly update" });
  return { user, form };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("editing an item someone else saved meanwhile", () => {
  it("sends the version the edit started from, then offers their changes beside mine, and keeps mine as an overwrite", async () => {
    const api = mockApi(
      routes({
        [`PATCH ${ITEM_PATH}`]: [
          { status: 409, body: { error: { code: "EDIT_CONFLICT", message: "Grace saved", conflict } } },
          { body: { item: item({ content: "My text", version: 6 }) } },
        ],
      }),
    );
    const { user, form } = await openEditor();
    const content = within(form).getByLabelText("Content");
    await user.clear(content);
    await user.type(content, "My text");
    await user.click(within(form).getByRole("button", { name: "Save" }));

    const panel = await screen.findByTestId("edit-conflict");
    expect(panel).toHaveTextContent("Grace Hopper saved this");
    expect(within(form).getByLabelText("Content")).toHaveValue("My text");
    expect(api.callsTo("PATCH", ITEM_PATH)[0]?.body).toMatchObject({ content: "My text", baseVersion: 4 });

    await user.click(within(panel).getByRole("button", { name: "See their changes" }));
    const diff = within(panel).getByTestId("conflict-diff");
    const row = within(diff).getByRole("row", { name: /Content/ });
    expect(row).toHaveTextContent("My text");
    expect(row).toHaveTextContent("Grace's text");

    await user.click(within(panel).getByRole("button", { name: "Keep mine" }));
    expect(await screen.findByText("Content updated")).toBeInTheDocument();
    expect(api.callsTo("PATCH", ITEM_PATH)[1]?.body).toMatchObject({
      content: "My text",
      baseVersion: 5,
      overwrite: true,
    });
  }, 20_000);

  it("offers back the text a closed tab left unsaved, and saves it against the version it was typed on", async () => {
    localStorage.setItem(
      unsavedEditsKey(ME.id, `content:${ID}`),
      JSON.stringify({
        keptAt: "2026-02-03T09:30:00.000Z",
        baseVersion: 3,
        values: {
          title: "Quarterly update",
          slug: "quarterly-update",
          content: "Typed before the tab closed",
          visibility: "public",
          contentType: "page",
          published: false,
          summary: "",
          displayDate: "2026-02-01",
          fields: {},
          publishAt: "",
          unpublishAt: "",
        },
      }),
    );
    const api = mockApi(routes({ [`PATCH ${ITEM_PATH}`]: { body: { item: item({ version: 5 }) } } }));
    const { user, form } = await openEditor();
    const offer = await within(form).findByTestId("restore-offer");
    expect(offer).toHaveTextContent("Restore unsaved changes from");
    expect(within(form).getByLabelText("Content")).toHaveValue("First text");
    await user.click(within(offer).getByRole("button", { name: "Restore" }));
    expect(within(form).getByLabelText("Content")).toHaveValue("Typed before the tab closed");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(localStorage.getItem(unsavedEditsKey(ME.id, `content:${ID}`))).toBeNull());
    expect(api.callsTo("PATCH", ITEM_PATH)[0]?.body).toMatchObject({
      content: "Typed before the tab closed",
      baseVersion: 3,
    });
  });

  it("keeps what is typed in this browser while a save fails", async () => {
    mockApi(
      routes({ [`PATCH ${ITEM_PATH}`]: { status: 500, body: { error: { code: "INTERNAL", message: "Down" } } } }),
    );
    const { user, form } = await openEditor();
    const content = within(form).getByLabelText("Content");
    await user.clear(content);
    await user.type(content, "Not lost");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Down")).toBeInTheDocument();
    expect(content).toHaveValue("Not lost");
    await waitFor(() => {
      const kept = JSON.parse(localStorage.getItem(unsavedEditsKey(ME.id, `content:${ID}`)) ?? "null");
      expect(kept).toMatchObject({ baseVersion: 4, values: { content: "Not lost" } });
    });
  });
});
