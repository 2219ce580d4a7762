import { CONTENT_TYPES } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import type { ReviewQueueEntry, ReviewRules } from "@helixmap/common/review/review-api";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderStaff } from "../test-support";
import { ReviewTab } from "./review-tab";

const ME = "user-me";
const RULES = {
  ...Object.fromEntries(CONTENT_TYPES.map((t) => [t, t === "press_release" || t === "sec_filing"])),
  page_documents: false,
} as ReviewRules;

function entry(overrides: Partial<ReviewQueueEntry>): ReviewQueueEntry {
  return {
    target: { kind: "item", id: "11111111-1111-4111-8111-111111111111", contentType: "press_release" },
    title: "Series B closes",
    needsApproval: true,
    state: "in_review",
    authorId: "user-other",
    authorName: "Ada Author",
    lastText: "Embargoed until the close",
    updatedAt: "2026-11-26T09:00:00.000Z",
    ...overrides,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("the Review tab", () => {
  it("shows the approval rules and lets another administrator approve, with a comment", async () => {
    const change = entry({});
    const api = mockApi({
      [`GET ${API_PATHS.reviewSettings}`]: { body: { rules: RULES } },
      [`GET ${API_PATHS.reviewQueue}`]: { body: { entries: [change] } },
      [`POST ${API_PATHS.approveContent("11111111-1111-4111-8111-111111111111")}`]: { body: { review: {} } },
    });
    renderStaff(<ReviewTab currentUserId={ME} />);
    expect(await screen.findByRole("checkbox", { name: "Press release" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Publication" })).not.toBeChecked();
    const card = screen.getByTestId("review-entry");
    expect(within(card).getByText("Embargoed until the close")).toBeInTheDocument();
    await userEvent.type(within(card).getByLabelText("Note or comment on “Series B closes”"), "Checked");
    await userEvent.click(within(card).getByRole("button", { name: "Approve" }));
    expect(api.callsTo("POST", API_PATHS.approveContent("11111111-1111-4111-8111-111111111111"))[0]?.body).toEqual({
      comment: "Checked",
    });
  });

  it("offers the person who saved the change only to submit it: Approve disabled, no Ask for changes", async () => {
    mockApi({
      [`GET ${API_PATHS.reviewSettings}`]: { body: { rules: RULES } },
      [`GET ${API_PATHS.reviewQueue}`]: { body: { entries: [entry({ authorId: ME, state: null })] } },
    });
    renderStaff(<ReviewTab currentUserId={ME} />);
    const card = await screen.findByTestId("review-entry");
    expect(within(card).getByRole("button", { name: "Approve" })).toBeDisabled();
    expect(within(card).queryByRole("button", { name: "Ask for changes" })).not.toBeInTheDocument();
    expect(within(card).getByText(/another administrator approves it or asks for changes/)).toBeInTheDocument();
    expect(within(card).getByText("Not submitted")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Submit for review" })).toBeEnabled();
  });

  it("asks another administrator for a comment before sending the change back", async () => {
    const api = mockApi({
      [`GET ${API_PATHS.reviewSettings}`]: { body: { rules: RULES } },
      [`GET ${API_PATHS.reviewQueue}`]: { body: { entries: [entry({})] } },
      [`POST ${API_PATHS.requestContentChanges("11111111-1111-4111-8111-111111111111")}`]: { body: { review: {} } },
    });
    renderStaff(<ReviewTab currentUserId={ME} />);
    const card = await screen.findByTestId("review-entry");
    const ask = within(card).getByRole("button", { name: "Ask for changes" });
    expect(ask).toBeDisabled();
    await userEvent.click(within(card).getByLabelText("Note or comment on “Series B closes”"));
    await userEvent.paste("Check the figures");
    await userEvent.click(ask);
    expect(
      api.callsTo("POST", API_PATHS.requestContentChanges("11111111-1111-4111-8111-111111111111"))[0]?.body,
    ).toEqual({ comment: "Check the figures" });
  });
});
