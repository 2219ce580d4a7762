import { API_PATHS, STAFF_PAGE_PATHS } from "@helixmap/common/api-paths";
import { LIST_PAGE_SIZE_MAX } from "@helixmap/common/constants";
import type { Release } from "@helixmap/common/releases/releases-api";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderStaff } from "../test-support";
import { ReleasesTab } from "./releases-tab";

const ID = "22222222-2222-4222-8222-222222222222";

function release(overrides: Partial<Release> = {}): Release {
  return {
    id: ID,
    name: "Earnings day",
    publishAt: null,
    status: "pending",
    problems: [],
    items: [{ kind: "item", ref: "item-1", title: "Q3 results", hasPendingChange: true, path: "/press-releases/q3" }],
    pages: [{ kind: "page", ref: "about", title: "About", hasPendingChange: true, path: "/about" }],
    createdBy: null,
    createdAt: "2026-11-26T09:00:00.000Z",
    updatedAt: "2026-11-26T09:00:00.000Z",
    publishedAt: null,
    publishedBy: null,
    ...overrides,
  };
}

const EMPTY_LIST = { body: { items: [], nextCursor: null, counts: null } };
const candidates = {
  [`GET ${API_PATHS.contentPage({ state: "changes", limit: LIST_PAGE_SIZE_MAX })}`]: EMPTY_LIST,
  [`GET ${API_PATHS.contentPage({ state: "draft", limit: LIST_PAGE_SIZE_MAX })}`]: EMPTY_LIST,
  [`GET ${API_PATHS.pages}`]: { body: { pages: [] } },
};

afterEach(() => vi.unstubAllGlobals());

describe("the Releases tab", () => {
  it("shows why a release did not go live, and previews each member at its real path", async () => {
    mockApi({
      ...candidates,
      [`GET ${API_PATHS.releases}`]: {
        body: {
          releases: [
            release({
              status: "failed",
              problems: [{ member: { kind: "item", id: "item-1" }, title: "Q3 results", reason: "needs approval" }],
            }),
          ],
        },
      },
    });
    renderStaff(<ReleasesTab />);
    const card = await screen.findByTestId("release-card");
    expect(within(card).getByText("Failed")).toBeInTheDocument();
    expect(within(card).getByRole("alert")).toHaveTextContent("Q3 results: needs approval");
    expect(within(card).getByRole("link", { name: "Preview About" })).toHaveAttribute(
      "href",
      STAFF_PAGE_PATHS.releasePreview(ID, "/about"),
    );
  });

  it("publishes a release now after a confirmation", async () => {
    const api = mockApi({
      ...candidates,
      [`GET ${API_PATHS.releases}`]: { body: { releases: [release()] } },
      [`POST ${API_PATHS.publishRelease(ID)}`]: { body: { release: release({ status: "published" }) } },
    });
    renderStaff(<ReleasesTab />);
    const card = await screen.findByTestId("release-card");
    await userEvent.click(within(card).getByRole("button", { name: "Publish now" }));
    await userEvent.click(await screen.findByRole("button", { name: "Publish now", hidden: false }));
    expect(api.callsTo("POST", API_PATHS.publishRelease(ID))).toHaveLength(1);
  });
});
