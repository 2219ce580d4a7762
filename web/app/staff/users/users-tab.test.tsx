import { API_PATHS } from "@helixmap/common/api-paths";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, mockApi, profile, renderStaff } from "../test-support";
import { UsersTab } from "./users-tab";

const admin = profile({ lastLogin: "2026-03-01T08:00:00.000Z" });
const pat = profile({
  id: "00000000-0000-4000-8000-000000000002",
  email: "pat@example.com",
  fullName: null,
  role: "public",
  createdAt: "2026-02-10T08:00:00.000Z",
});

afterEach(() => vi.unstubAllGlobals());

describe("the Users tab", () => {
  it("lists name or e-mail, e-mail, joined and last login dates, role and status", async () => {
    mockApi({ [`GET ${API_PATHS.users}`]: { body: { users: [admin, pat] } } });
    renderStaff(<UsersTab currentUserId={admin.id} />);
    const [first, second] = await screen.findAllByTestId("user-row");
    expect(first).toHaveTextContent("Ada Lovelace");
    expect(first).toHaveTextContent("ada@example.com");
    expect(first).toHaveTextContent("Joined Jan 5, 2026");
    expect(first).toHaveTextContent("Last login Mar 1, 2026");
    expect(within(first as HTMLElement).getByText("Active")).toBeInTheDocument();
    expect(within(first as HTMLElement).getByRole("button", { name: "Deactivate Ada Lovelace" })).toBeDisabled();
    expect(second).not.toHaveTextContent("Last login");
    const select = within(second as HTMLElement).getByLabelText("Role for pat@example.com");
    expect(select).toHaveValue("public");
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Public", "Partner", "Admin"]);
  });

  it("changes a role and confirms it", async () => {
    const api = mockApi({
      [`GET ${API_PATHS.users}`]: { body: { users: [admin, pat] } },
      [`PATCH ${API_PATHS.user(pat.id)}`]: { body: { user: { ...pat, role: "partner" } } },
      [`GET ${API_PATHS.auditLogs}`]: { body: { entries: [] } },
    });
    renderStaff(<UsersTab currentUserId={admin.id} />);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText("Role for pat@example.com"), "partner");
    expect(await screen.findByText("pat@example.com is now Partner")).toBeInTheDocument();
    expect(screen.getByLabelText("Role for pat@example.com")).toHaveValue("partner");
    expect(api.callsTo("PATCH", API_PATHS.user(pat.id))[0]?.body).toEqual({ role: "partner" });
  });

  it("reports a refused role change and keeps the old role", async () => {
    mockApi({
      [`GET ${API_PATHS.users}`]: { body: { users: [admin] } },
      [`PATCH ${API_PATHS.user(admin.id)}`]: apiError(
        409,
        "LAST_ADMINISTRATOR",
        "At least one administrator must remain.",
      ),
    });
    renderStaff(<UsersTab currentUserId={admin.id} />);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText("Role for Ada Lovelace"), "public");
    expect(await screen.findByText("Could not change the role of Ada Lovelace")).toBeInTheDocument();
    expect(screen.getByText("At least one administrator must remain.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Role for Ada Lovelace")).toHaveValue("administrator"));
  });

  it("deactivates and reactivates another user", async () => {
    const api = mockApi({
      [`GET ${API_PATHS.users}`]: { body: { users: [admin, pat] } },
      [`PATCH ${API_PATHS.user(pat.id)}`]: [
        { body: { user: { ...pat, isActive: false } } },
        { body: { user: { ...pat, isActive: true } } },
      ],
      [`GET ${API_PATHS.auditLogs}`]: { body: { entries: [] } },
    });
    renderStaff(<UsersTab currentUserId={admin.id} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Deactivate pat@example.com" }));
    const row = (await screen.findAllByTestId("user-row"))[1] as HTMLElement;
    expect(await within(row).findByText("Inactive")).toBeInTheDocument();
    await user.click(within(row).getByRole("button", { name: "Reactivate pat@example.com" }));
    expect(await within(row).findByText("Active")).toBeInTheDocument();
    expect(api.callsTo("PATCH", API_PATHS.user(pat.id)).map((c) => c.body)).toEqual([
      { isActive: false },
      { isActive: true },
    ]);
  });
});
