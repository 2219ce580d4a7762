import { API_PATHS } from "@helixmap/common/api-paths";
import type {
  DataRoomFolder,
  DataRoomGrant,
  DataRoomGrantsResponse,
  DataRoomResponse,
} from "@helixmap/common/data-room/data-room-api";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, mockApi, profile, renderStaff } from "../test-support";
import { DataRoomTab } from "./data-room-tab";

const P = API_PATHS.dataRoom;
const admin = profile();
const FOLDER = "00000000-0000-4000-8000-0000000000f1";
const OTHER_FOLDER = "00000000-0000-4000-8000-0000000000f2";
const DANA = "00000000-0000-4000-8000-0000000000b1";
const OLAF = "00000000-0000-4000-8000-0000000000b2";

const folder = (id: string, name: string, description: string, position: number): DataRoomFolder => ({
  id,
  name,
  description,
  position,
  documents: [],
});
const room = (...folders: DataRoomFolder[]): DataRoomResponse => ({ nda: null, ndaAccepted: true, folders });

const grant = (id: string, userId: string, fullName: string, folderId: string, folderName: string): DataRoomGrant => ({
  id,
  userId,
  email: `${fullName.split(" ")[0]?.toLowerCase()}@example.com`,
  fullName,
  folderId,
  folderName,
  expiresAt: null,
  revokedAt: null,
  state: "active",
  createdAt: "2026-11-26T10:00:00.000Z",
});
const GRANTS = [
  grant("00000000-0000-4000-8000-0000000000c1", DANA, "Dana Quill", FOLDER, "Clinical protocols"),
  grant("00000000-0000-4000-8000-0000000000c2", OLAF, "Olaf Outside", FOLDER, "Clinical protocols"),
  grant("00000000-0000-4000-8000-0000000000c3", DANA, "Dana Quill", OTHER_FOLDER, "Patents"),
];
const grantsWhere = (keep: (g: DataRoomGrant) => boolean): { body: DataRoomGrantsResponse } => ({
  body: { grants: GRANTS.filter(keep) },
});

/** What the administrator's screen reads besides the room itself. */
const screenReads = {
  [`GET ${P.nda}`]: { body: { nda: null, acceptances: [] } },
  [`GET ${P.grants}`]: grantsWhere(() => true),
  [`GET ${API_PATHS.usersPage({ role: "partner", active: true, limit: 100 })}`]: {
    body: {
      users: [
        profile({ id: DANA, role: "partner", fullName: "Dana Quill", email: "dana@example.com" }),
        profile({ id: OLAF, role: "partner", fullName: "Olaf Outside", email: "olaf@example.com" }),
      ],
      nextCursor: null,
    },
  },
  [`GET ${P.accessLog}`]: { body: { entries: [] } },
  [`GET ${API_PATHS.mediaPage({ kind: "document", limit: 20 })}`]: { body: { assets: [], nextCursor: null } },
};

afterEach(() => vi.unstubAllGlobals());

// The administrator's screen is large (folders, grants, NDA, log): on a busy machine its first render is slow.
const FIRST_RENDER_MS = 10_000;

describe("the Data Room tab for an administrator", () => {
  it("renames a folder, changes its description and its place in the list", { timeout: 20_000 }, async () => {
    const api = mockApi({
      ...screenReads,
      [`GET ${P.root}`]: [
        { body: room(folder(FOLDER, "Clinical protocols", "Phase 2", 0)) },
        { body: room(folder(FOLDER, "Protocols", "Phase 2 and 3", 4)) },
      ],
      [`PATCH ${P.folder(FOLDER)}`]: { body: { folder: folder(FOLDER, "Protocols", "Phase 2 and 3", 4) } },
    });
    renderStaff(<DataRoomTab user={admin} />);
    const settings = await screen.findByRole(
      "form",
      { name: "Settings of folder Clinical protocols" },
      { timeout: FIRST_RENDER_MS },
    );
    const save = within(settings).getByRole("button", { name: "Save folder Clinical protocols" });
    expect(save).toBeDisabled();
    await userEvent.clear(within(settings).getByLabelText("Name"));
    await userEvent.type(within(settings).getByLabelText("Name"), "Protocols");
    await userEvent.clear(within(settings).getByLabelText("Description"));
    await userEvent.type(within(settings).getByLabelText("Description"), "Phase 2 and 3");
    await userEvent.clear(within(settings).getByLabelText("Position (lowest first)"));
    await userEvent.type(within(settings).getByLabelText("Position (lowest first)"), "4");
    await userEvent.click(save);

    expect(await screen.findByRole("heading", { name: "Folder Protocols" })).toBeInTheDocument();
    expect(api.callsTo("PATCH", P.folder(FOLDER))[0]?.body).toEqual({
      name: "Protocols",
      description: "Phase 2 and 3",
      position: 4,
    });
    const saved = screen.getByRole("form", { name: "Settings of folder Protocols" });
    expect(within(saved).getByLabelText("Name")).toHaveValue("Protocols");
    expect(within(saved).getByLabelText("Position (lowest first)")).toHaveValue(4);
  });

  it("shows the server's refusal of a folder name beside the field", { timeout: 20_000 }, async () => {
    mockApi({
      ...screenReads,
      [`GET ${P.root}`]: { body: room(folder(FOLDER, "Clinical protocols", "", 0)) },
      [`PATCH ${P.folder(FOLDER)}`]: apiError(400, "VALIDATION_FAILED", "Some fields are not valid", {
        name: "The folder name is required",
      }),
    });
    renderStaff(<DataRoomTab user={admin} />);
    const settings = await screen.findByRole(
      "form",
      { name: "Settings of folder Clinical protocols" },
      { timeout: FIRST_RENDER_MS },
    );
    await userEvent.clear(within(settings).getByLabelText("Name"));
    await userEvent.type(within(settings).getByLabelText("Name"), " ");
    await userEvent.click(within(settings).getByRole("button", { name: "Save folder Clinical protocols" }));
    expect(await within(settings).findByText("The folder name is required")).toBeInTheDocument();
    expect(within(settings).getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
  });

  it("filters the grants per partner and per folder", { timeout: 20_000 }, async () => {
    const api = mockApi({
      ...screenReads,
      [`GET ${P.root}`]: {
        body: room(folder(FOLDER, "Clinical protocols", "", 0), folder(OTHER_FOLDER, "Patents", "", 1)),
      },
      [`GET ${P.grantsPage({ userId: DANA })}`]: grantsWhere((g) => g.userId === DANA),
      [`GET ${P.grantsPage({ userId: DANA, folderId: OTHER_FOLDER })}`]: grantsWhere(
        (g) => g.userId === DANA && g.folderId === OTHER_FOLDER,
      ),
      [`GET ${P.grantsPage({ folderId: OTHER_FOLDER })}`]: grantsWhere((g) => g.folderId === OTHER_FOLDER),
    });
    renderStaff(<DataRoomTab user={admin} />);
    const table = () => screen.getByRole("table", { name: "Access grants" });
    const rows = () => within(table()).getAllByRole("row").slice(1);
    await screen.findByRole(
      "button",
      { name: "Revoke Olaf Outside: Clinical protocols" },
      { timeout: FIRST_RENDER_MS },
    );
    expect(rows()).toHaveLength(3);

    const filters = screen.getByRole("region", { name: "Filter grants" });
    await userEvent.selectOptions(within(filters).getByLabelText("Grants of partner"), "Dana Quill");
    await screen.findByRole("button", { name: "Revoke Dana Quill: Patents" });
    expect(screen.queryByRole("button", { name: "Revoke Olaf Outside: Clinical protocols" })).not.toBeInTheDocument();
    expect(rows()).toHaveLength(2);

    await userEvent.selectOptions(within(filters).getByLabelText("Grants in folder"), "Patents");
    expect(await screen.findByRole("button", { name: "Revoke Dana Quill: Patents" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Revoke Dana Quill: Clinical protocols" })).not.toBeInTheDocument();
    expect(rows()).toHaveLength(1);

    await userEvent.selectOptions(within(filters).getByLabelText("Grants of partner"), "All");
    expect(api.callsTo("GET", P.grantsPage({ folderId: OTHER_FOLDER }))).not.toHaveLength(0);
    expect(rows()).toHaveLength(1);
  });

  it("says when no grant matches the filters", { timeout: 20_000 }, async () => {
    mockApi({
      ...screenReads,
      [`GET ${P.root}`]: { body: room(folder(FOLDER, "Clinical protocols", "", 0)) },
      [`GET ${P.grantsPage({ userId: OLAF })}`]: { body: { grants: [] } },
    });
    renderStaff(<DataRoomTab user={admin} />);
    await screen.findByRole(
      "button",
      { name: "Revoke Olaf Outside: Clinical protocols" },
      { timeout: FIRST_RENDER_MS },
    );
    await userEvent.selectOptions(screen.getByLabelText("Grants of partner"), "Olaf Outside");
    expect(await screen.findByText("No grants match these filters.")).toBeInTheDocument();
  });
});
