import type { ContentItem, ContentVersion, ContentVersionSummary } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderStaff } from "../test-support";
import { VersionHistory } from "./version-history";

const ID = "11111111-1111-4111-8111-111111111111";

const current: ContentItem = {
  id: ID,
  title: "Current title",
  slug: "current",
  content: "intro\nnew line\noutro",
  visibility: "partner",
  contentType: "page",
  published: true,
  summary: "",
  displayDate: "2026-02-01",
  fields: {},
  authorId: null,
  createdAt: "2026-02-01T10:00:00.000Z",
  updatedAt: "2026-02-03T10:00:00.000Z",
  publishAt: null,
  unpublishAt: null,
  scheduleProblem: null,
  version: 1,
  draft: null,
};

function summary(number: number, overrides: Partial<ContentVersionSummary> = {}): ContentVersionSummary {
  return {
    number,
    kind: number === 1 ? "created" : "updated",
    restoredFrom: null,
    title: number === 1 ? "First title" : "Current title",
    createdAt: "2026-02-02T10:00:00.000Z",
    actor: { email: "ada@example.com", fullName: "Ada Lovelace" },
    ...overrides,
  };
}

const first: ContentVersion = {
  ...summary(1),
  item: { ...current, title: "First title", content: "intro\nold line\noutro", visibility: "public" },
};

afterEach(() => vi.unstubAllGlobals());

describe("an item's history", () => {
  it("lists versions newest first, pages back, and shows what differs from the current item", {
    timeout: 20_000,
  }, async () => {
    mockApi({
      [`GET ${API_PATHS.contentVersions(ID)}`]: { body: { versions: [summary(2)], nextCursor: "2" } },
      [`GET ${API_PATHS.contentVersions(ID)}?cursor=2`]: { body: { versions: [summary(1)], nextCursor: null } },
      [`GET ${API_PATHS.contentVersion(ID, 1)}`]: { body: { version: first } },
    });
    renderStaff(<VersionHistory item={current} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Load more" }));
    await waitFor(() => expect(screen.getAllByTestId("version")).toHaveLength(2));
    const [newest, oldest] = screen.getAllByTestId("version");
    expect(newest).toHaveTextContent("Version 2 · Saved · Current title · by Ada Lovelace");
    expect(oldest).toHaveTextContent("Version 1 · Created · First title");

    await user.click(screen.getByRole("button", { name: "Compare version 1 with the current item" }));
    const diff = await screen.findByTestId("version-diff");
    expect(within(diff).getByTestId("diff-title-before")).toHaveTextContent("First title");
    expect(within(diff).getByRole("row", { name: /Visibility/ })).toHaveTextContent("public");
    const lines = within(diff)
      .getAllByTestId("diff-line")
      .map((line) => [line.dataset.kind, line.textContent?.replace(/^[−+ ] (only in [^:]+: )?/, "")]);
    expect(lines).toEqual([
      ["same", "intro"],
      ["removed", "old line"],
      ["added", "new line"],
      ["same", "outro"],
    ]);
  });

  it("restores a version after confirmation", { timeout: 20_000 }, async () => {
    const api = mockApi({
      [`GET ${API_PATHS.contentVersions(ID)}`]: { body: { versions: [summary(2), summary(1)], nextCursor: null } },
      [`POST ${API_PATHS.restoreContentVersion(ID, 1)}`]: { body: { item: { ...current, title: "First title" } } },
    });
    renderStaff(<VersionHistory item={current} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Restore version 1" }));
    await user.click(await screen.findByRole("button", { name: "Restore" }));
    expect(await screen.findByText("Version 1 restored")).toBeInTheDocument();
    expect(api.callsTo("POST", API_PATHS.restoreContentVersion(ID, 1))).toHaveLength(1);
  });
});
