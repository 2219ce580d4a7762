import { API_PATHS } from "@helixmap/common/api-paths";
import { LOGIN_REDIRECT_MS } from "@helixmap/common/constants";
import { AUTH_MESSAGES } from "@helixmap/common/errors";
import { ADMIN_PATHS } from "@helixmap/common/routes";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import DashboardRoute from "../../routes/admin/dashboard";
import DataRoomRoute from "../../routes/admin/data-room";
import { STAFF_MESSAGES } from "../messages";
import { apiError, mockApi, profile, TWO_FACTOR_OFF, UNAUTHENTICATED } from "../test-support";

function renderDashboard(path = "/admin/dashboard") {
  const router = createMemoryRouter([{ path: "/admin/*", element: <DashboardRoute /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

const emptyLists = {
  [`GET ${API_PATHS.content}`]: { body: { items: [], nextCursor: null } },
  [`GET ${API_PATHS.users}`]: { body: { users: [] } },
  [`GET ${API_PATHS.deployments}`]: { body: { deployments: [] } },
  [`GET ${API_PATHS.auditLogs}`]: { body: { entries: [] } },
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the dashboard's access guard", () => {
  it("shows a spinner while the session loads, then the login screen when signed out", async () => {
    mockApi({ [`GET ${API_PATHS.me}`]: UNAUTHENTICATED });
    renderDashboard();
    expect(screen.getByRole("status")).toHaveTextContent("Loading your session");
    expect(await screen.findByRole("heading", { name: "Admin Login" })).toBeInTheDocument();
  });

  it("signs in from the guard's login screen and then shows the dashboard", async () => {
    mockApi({
      [`GET ${API_PATHS.me}`]: [UNAUTHENTICATED, { body: { user: profile(), twoFactor: TWO_FACTOR_OFF } }],
      [`POST ${API_PATHS.auth.signIn}`]: { body: { user: profile(), twoFactor: TWO_FACTOR_OFF } },
      ...emptyLists,
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderDashboard();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(await screen.findByLabelText("Email address"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "good-password");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText(AUTH_MESSAGES.loggedIn)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_MS));
    expect(await screen.findByTestId("welcome")).toHaveTextContent("Ada Lovelace");
  });

  it("opens the Data Room tab at /admin/data-room, after signing in there when signed out", async () => {
    const partner = { user: profile({ role: "partner" }), twoFactor: TWO_FACTOR_OFF };
    mockApi({
      [`GET ${API_PATHS.me}`]: [UNAUTHENTICATED, { body: partner }],
      [`POST ${API_PATHS.auth.signIn}`]: { body: partner },
      [`GET ${API_PATHS.dataRoom.root}`]: apiError(403, "DATA_ROOM_NO_ACCESS", "No access"),
      ...emptyLists,
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const router = createMemoryRouter(
      [
        { path: ADMIN_PATHS.dataRoom, element: <DataRoomRoute /> },
        { path: "/admin/*", element: <DashboardRoute /> },
      ],
      { initialEntries: [ADMIN_PATHS.dataRoom] },
    );
    render(<RouterProvider router={router} />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(await screen.findByLabelText("Email address"), "pat@example.com");
    await user.type(screen.getByLabelText("Password"), "good-password");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_MS));
    expect(await screen.findByRole("tab", { name: "Data Room", selected: true })).toBeInTheDocument();
    expect(await screen.findByText(/You have no access to the data room yet/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(ADMIN_PATHS.dataRoom);
  });

  it("denies a public user, naming the current and the required role", async () => {
    mockApi({ [`GET ${API_PATHS.me}`]: { body: { user: profile({ role: "public" }), twoFactor: TWO_FACTOR_OFF } } });
    renderDashboard("/admin/anything-else");
    expect(await screen.findByRole("heading", { name: "Access Denied" })).toBeInTheDocument();
    expect(screen.getByText(STAFF_MESSAGES.accessDenied)).toBeInTheDocument();
    expect(screen.getByTestId("current-role")).toHaveTextContent("Public");
    expect(screen.getByTestId("required-role")).toHaveTextContent("Partner");
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
  });

  it("tells a deactivated person their account is inactive", async () => {
    mockApi({ [`GET ${API_PATHS.me}`]: apiError(403, "ACCOUNT_INACTIVE", "Inactive") });
    renderDashboard();
    expect(await screen.findByText(AUTH_MESSAGES.ACCOUNT_INACTIVE)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign Out" })).toBeInTheDocument();
  });

  it("gives a partner the Content, Pages, Media and Data Room tabs only, without edit controls", async () => {
    mockApi({
      [`GET ${API_PATHS.me}`]: {
        body: {
          user: profile({ role: "partner", fullName: null, email: "pat@example.com" }),
          twoFactor: TWO_FACTOR_OFF,
        },
      },
      ...emptyLists,
    });
    renderDashboard();
    expect(await screen.findByTestId("welcome")).toHaveTextContent("Welcome, pat@example.com");
    expect(within(screen.getByTestId("welcome")).getByText("Partner")).toBeInTheDocument();
    const tabs = within(screen.getByRole("tablist")).getAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual(["Content", "Pages", "Media", "Data Room"]);
    expect(await screen.findByText("No content has been shared yet.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /New Content/ })).not.toBeInTheDocument();
  });

  it("gives an administrator every tab and a welcome with the full name", async () => {
    mockApi({ [`GET ${API_PATHS.me}`]: { body: { user: profile(), twoFactor: TWO_FACTOR_OFF } }, ...emptyLists });
    renderDashboard();
    expect(await screen.findByTestId("welcome")).toHaveTextContent("Welcome, Ada Lovelace");
    expect(within(screen.getByTestId("welcome")).getByText("Admin")).toBeInTheDocument();
    const tabs = within(screen.getByRole("tablist")).getAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual([
      "Content",
      "Pages",
      "Media",
      "Data Room",
      "Users",
      "Review",
      "Releases",
      "Deployment",
      "Audit Logs",
      "Applications",
      "Subscribers",
      "Trash",
    ]);
    expect(await screen.findByRole("button", { name: /New Content/ })).toBeInTheDocument();
  });

  it("offers a retry when the session cannot be read", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({ [`GET ${API_PATHS.me}`]: apiError(503, "INTERNAL", "Service unavailable") });
    renderDashboard();
    // The query tries twice more, after 1 and 2 seconds, before it gives up.
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByText("Your session could not be loaded")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(api.callsTo("GET", API_PATHS.me)).toHaveLength(3);
  });
});
