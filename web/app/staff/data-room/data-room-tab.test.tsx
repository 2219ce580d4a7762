import { API_PATHS } from "@helixmap/common/api-paths";
import type { DataRoomResponse } from "@helixmap/common/data-room/data-room-api";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, mockApi, profile, renderStaff } from "../test-support";
import { DataRoomTab } from "./data-room-tab";

const partner = profile({ role: "partner", fullName: "Dana Quill" });
const nda = { version: 3, text: "Keep it all confidential." };
const gated: DataRoomResponse = { nda, ndaAccepted: false, folders: [] };
const open: DataRoomResponse = {
  nda,
  ndaAccepted: true,
  folders: [
    {
      id: "00000000-0000-4000-8000-0000000000f1",
      name: "Clinical protocols",
      description: "Phase 2",
      position: 0,
      documents: [
        {
          id: "00000000-0000-4000-8000-0000000000d1",
          folderId: "00000000-0000-4000-8000-0000000000f1",
          assetId: "00000000-0000-4000-8000-0000000000a1",
          filename: "protocol.pdf",
          pages: 12,
          bytes: 1000,
          viewOnly: false,
          createdAt: "2026-11-26T10:00:00.000Z",
        },
        {
          id: "00000000-0000-4000-8000-0000000000d2",
          folderId: "00000000-0000-4000-8000-0000000000f1",
          assetId: "00000000-0000-4000-8000-0000000000a2",
          filename: "patent.pdf",
          pages: 3,
          bytes: 1000,
          viewOnly: true,
          createdAt: "2026-11-26T10:00:00.000Z",
        },
      ],
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe("the Data Room tab for a partner", () => {
  it("says there is no access, and names nothing, without a grant", async () => {
    mockApi({ [`GET ${API_PATHS.dataRoom.root}`]: apiError(403, "DATA_ROOM_NO_ACCESS", "No access") });
    renderStaff(<DataRoomTab user={partner} />);
    expect(await screen.findByText(/You have no access to the data room yet/)).toBeInTheDocument();
  });

  it("accepts the NDA only with a typed name and the box ticked, then lists downloads and the viewer", async () => {
    const api = mockApi({
      [`GET ${API_PATHS.dataRoom.root}`]: [{ body: gated }, { body: open }],
      [`POST ${API_PATHS.dataRoom.ndaAccept}`]: { status: 204 },
    });
    renderStaff(<DataRoomTab user={partner} />);
    expect(await screen.findByText("Keep it all confidential.")).toBeInTheDocument();
    const accept = screen.getByRole("button", { name: "Accept and enter" });
    expect(accept).toBeDisabled();
    await userEvent.click(screen.getByRole("checkbox", { name: /I have read this agreement/ }));
    await userEvent.click(accept);
    expect(await screen.findByText("Type your full name")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Your full name"), "Dana Quill");
    await userEvent.click(accept);
    expect(await screen.findByRole("heading", { name: "Clinical protocols" })).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({ version: 3, name: "Dana Quill" });
    expect(screen.getByRole("link", { name: "Download protocol.pdf" })).toHaveAttribute(
      "href",
      API_PATHS.dataRoom.documentDownload("00000000-0000-4000-8000-0000000000d1"),
    );
    expect(screen.queryByRole("link", { name: "Download patent.pdf" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "View patent.pdf" }));
    expect(screen.getByTitle("Viewer: patent.pdf")).toHaveAttribute(
      "src",
      API_PATHS.dataRoom.documentView("00000000-0000-4000-8000-0000000000d2"),
    );
  });
});
