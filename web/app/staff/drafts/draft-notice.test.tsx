import type { ContentItem, ContentListResponse, ContentSummary } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContentTab } from "../content/content-tab";
import { mockApi, renderStaff } from "../test-support";

const ID = "33333333-3333-4333-8333-333333333333";

const live: ContentItem = {
  id: ID,
  title: "Pipeline",
  slug: "pipeline",
  content: "Live body",
  visibility: "public",
  contentType: "page",
  published: true,
  summary: "",
  displayDate: "2026-02-01",
  fields: {},
  authorId: null,
  createdAt: "2026-02-01T09:00:00.000Z",
  updatedAt: "2026-02-03T09:00:00.000Z",
  publishAt: null,
  unpublishAt: "2026-06-30T22:00:00.000Z",
  scheduleProblem: null,
  version: 1,
  draft: {
    title: "Pipeline (revised)",
    slug: "pipeline",
    content: "Draft body",
    visibility: "public",
    contentType: "page",
    summary: "",
    displayDate: "2026-02-01",
    fields: {},
  },
};

function summary(item: ContentItem): ContentSummary {
  const { content, draft, ...rest } = item;
  return { ...rest, hasDraft: draft !== null, preview: content, contentLength: content.length };
}

const page = (items: ContentSummary[]): { body: ContentListResponse } => ({
  body: { items, nextCursor: null, counts: null },
});

describe("unpublished changes of a live item", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("marks the item in the list, edits the draft, and publishes the changes", async () => {
    const published: ContentItem = { ...live, title: "Pipeline (revised)", content: "Draft body", draft: null };
    const api = mockApi({
      [`GET ${API_PATHS.content}`]: page([summary(live)]),
      [`GET ${API_PATHS.contentItem(ID)}`]: { body: { item: live } },
      [`GET ${API_PATHS.contentVersions(ID)}`]: { body: { versions: [], nextCursor: null } },
      [`POST ${API_PATHS.publishContentChanges(ID)}`]: { body: { item: published } },
    });
    renderStaff(<ContentTab canEdit />);
    const card = (await screen.findByRole("heading", { name: "Pipeline" })).closest("article")!;
    expect(within(card as HTMLElement).getByText("Unpublished changes")).toBeInTheDocument();
    expect(within(card as HTMLElement).getByText(/Scheduled: unpublish/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Edit Pipeline" }));
    const form = await screen.findByRole("form", { name: "Edit Pipeline" });
    // The form edits the draft, not the live values.
    expect(within(form).getByLabelText("Title")).toHaveValue("Pipeline (revised)");
    expect(within(form).getByLabelText("Content")).toHaveValue("Draft body");
    expect(screen.getByText(/This item has unpublished changes/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Publish changes" }));
    expect(await screen.findByText("Changes published")).toBeInTheDocument();
    expect(api.callsTo("POST", API_PATHS.publishContentChanges(ID))).toHaveLength(1);
    expect(screen.queryByText(/This item has unpublished changes/)).not.toBeInTheDocument();
  });

  it("sends schedule times entered in local time as UTC instants", async () => {
    const unpublished: ContentItem = { ...live, published: false, draft: null, unpublishAt: null };
    const api = mockApi({
      [`GET ${API_PATHS.content}`]: page([summary(unpublished)]),
      [`GET ${API_PATHS.contentItem(ID)}`]: { body: { item: unpublished } },
      [`GET ${API_PATHS.contentVersions(ID)}`]: { body: { versions: [], nextCursor: null } },
      [`PATCH ${API_PATHS.contentItem(ID)}`]: { body: { item: unpublished } },
    });
    renderStaff(<ContentTab canEdit />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit Pipeline" }));
    const form = await screen.findByRole("form", { name: "Edit Pipeline" });
    await user.type(within(form).getByLabelText("Publish at"), "2026-09-01T09:30");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Content updated")).toBeInTheDocument();
    expect(api.callsTo("PATCH", API_PATHS.contentItem(ID))[0]?.body).toMatchObject({
      publishAt: new Date(2026, 8, 1, 9, 30).toISOString(),
      unpublishAt: null,
    });
  });
});
