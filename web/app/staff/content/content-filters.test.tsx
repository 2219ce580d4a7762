import type { ContentCounts, ContentListResponse, ContentSummary } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderStaff } from "../test-support";
import { ContentTab } from "./content-tab";

function summary(id: string, title: string): ContentSummary {
  return {
    id,
    title,
    slug: title.toLowerCase(),
    preview: "",
    contentLength: 0,
    visibility: "public",
    contentType: "research",
    published: true,
    summary: "",
    displayDate: "2026-02-01",
    fields: {},
    authorId: null,
    createdAt: "2026-02-01T09:00:00.000Z",
    updatedAt: "2026-02-03T09:00:00.000Z",
    publishAt: null,
    unpublishAt: null,
    scheduleProblem: null,
    version: 1,
    hasDraft: false,
  };
}

function counts(total: number): ContentCounts {
  return {
    total,
    type: {
      page: 1,
      research: total,
      patent: 0,
      publication: 0,
      press_release: 2,
      sec_filing: 0,
      regulatory_update: 0,
      event: 0,
    },
    visibility: { public: total, partner: 1, admin: 0 },
    state: { draft: 4, published: total, changes: 1, scheduled: 0, in_review: 0 },
  };
}

const page = (items: ContentSummary[], total: number): { body: ContentListResponse } => ({
  body: { items, nextCursor: null, counts: counts(total) },
});

afterEach(() => vi.unstubAllGlobals());

describe("finding content", () => {
  // Typing, three answers and two re-renders of the list: more than the default 5 s on a busy machine.
  it("searches and filters on the server and shows how many items each choice holds", { timeout: 20_000 }, async () => {
    const api = mockApi({
      [`GET ${API_PATHS.content}`]: page([summary("a", "Alpha"), summary("b", "Beta")], 7),
      [`GET ${API_PATHS.contentPage({ q: "helix" })}`]: page([summary("a", "Alpha")], 3),
      [`GET ${API_PATHS.contentPage({ q: "helix", state: "draft" })}`]: {
        body: { items: [], nextCursor: null, counts: counts(0) },
      },
    });
    renderStaff(<ContentTab canEdit={false} />);
    const user = userEvent.setup();
    expect(await screen.findByTestId("content-count")).toHaveTextContent("7 items");
    const filters = screen.getByRole("region", { name: "Find content" });
    expect(within(filters).getByRole("option", { name: "Press release (2)" })).toBeInTheDocument();

    await user.type(within(filters).getByLabelText("Title, slug or text"), "helix{Enter}");
    expect(await screen.findByText("3 items")).toBeInTheDocument();
    expect(screen.getAllByTestId("content-item")).toHaveLength(1);

    await user.selectOptions(within(filters).getByLabelText("State"), "draft");
    expect(await screen.findByText("No content matches these filters.")).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo("GET", API_PATHS.contentPage({ q: "helix", state: "draft" }))).toHaveLength(1),
    );
  });
});
