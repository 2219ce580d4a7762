import { API_PATHS } from "@helixmap/common/api-paths";
import type { TrashedItem } from "@helixmap/common/trash/trash-api";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, mockApi, renderStaff } from "../test-support";
import { TrashTab } from "./trash-tab";

const ID = "22222222-2222-4222-8222-222222222222";

function trashed(overrides: Partial<TrashedItem> = {}): TrashedItem {
  return {
    id: ID,
    title: "Board changes",
    slug: "board-changes",
    contentType: "press_release",
    wasPublished: true,
    deletedAt: "2026-11-20T09:00:00.000Z",
    deletedBy: { email: "ada@example.com", fullName: "Ada Lovelace" },
    purgeAt: "2026-12-20T09:00:00.000Z",
    versions: 3,
    ...overrides,
  };
}

const listed = (items: TrashedItem[]) => ({ body: { items, nextCursor: null } });

afterEach(() => vi.unstubAllGlobals());

describe("the Trash tab", () => {
  it("lists a deleted item and restores it, saying it comes back unpublished", async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [`GET ${API_PATHS.trashPage()}`]: [listed([trashed()]), listed([])],
      [`POST ${API_PATHS.restoreFromTrash(ID)}`]: { body: { item: { id: ID } } },
    });
    renderStaff(<TrashTab />);
    const row = await screen.findByTestId("trashed-item");
    expect(row).toHaveTextContent("Board changes");
    expect(row).toHaveTextContent("3 versions");
    expect(row).toHaveTextContent("was published");
    expect(row).toHaveTextContent("by Ada Lovelace");

    await user.click(within(row).getByRole("button", { name: "Restore Board changes" }));
    expect(await screen.findByText(/"Board changes" restored\. It is unpublished/)).toBeInTheDocument();
    expect(api.callsTo("POST", API_PATHS.restoreFromTrash(ID))[0]?.body).toEqual({});
    expect(await screen.findByText("The Trash is empty.")).toBeInTheDocument();
  }, 20_000);

  it("offers another address when the item's own was taken, and restores it under that one", async () => {
    // Another title than the first test's: its toast may still be showing (sonner keeps toasts between renders).
    const user = userEvent.setup();
    const api = mockApi({
      [`GET ${API_PATHS.trashPage()}`]: [
        listed([trashed({ title: "Audit committee", slug: "audit-committee" })]),
        listed([]),
      ],
      [`POST ${API_PATHS.restoreFromTrash(ID)}`]: [
        apiError(409, "CONFLICT", "Another item uses this slug now", { slug: "Another item uses this slug now" }),
        { body: { item: { id: ID } } },
      ],
    });
    renderStaff(<TrashTab />);
    await user.click(await screen.findByRole("button", { name: "Restore Audit committee" }));
    const slug = await screen.findByLabelText("Another item uses this slug now. Restore under:");
    expect(slug).toHaveValue("audit-committee-restored");
    await user.clear(slug);
    await user.type(slug, "audit-committee-2025");
    await user.click(screen.getByRole("button", { name: "Restore" }));
    expect(await screen.findByText(/"Audit committee" restored/)).toBeInTheDocument();
    expect(api.callsTo("POST", API_PATHS.restoreFromTrash(ID)).map((c) => c.body)).toEqual([
      {},
      { slug: "audit-committee-2025" },
    ]);
  }, 20_000);

  it("deletes an item for good only after the confirmation, and shows a refusal", async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [`GET ${API_PATHS.trashPage()}`]: listed([trashed()]),
      [`DELETE ${API_PATHS.trashedItem(ID)}`]: [
        apiError(404, "NOT_FOUND", "No deleted item with this id"),
        { status: 204 },
      ],
    });
    renderStaff(<TrashTab />);
    await user.click(await screen.findByRole("button", { name: "Delete Board changes for good" }));
    let dialog = screen.getByRole("alertdialog");
    expect(dialog).toHaveTextContent('"Board changes" and its 3 versions will be deleted for good.');
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(api.callsTo("DELETE", API_PATHS.trashedItem(ID))).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Delete Board changes for good" }));
    dialog = screen.getByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete for good" }));
    expect(await screen.findByText("Could not delete")).toBeInTheDocument();
    expect(await screen.findByText("No deleted item with this id")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Delete Board changes for good" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete for good" }));
    expect(await screen.findByText('"Board changes" deleted for good')).toBeInTheDocument();
    expect(api.callsTo("DELETE", API_PATHS.trashedItem(ID))).toHaveLength(2);
  }, 20_000);
});
