import { API_PATHS } from "@helixmap/common/api-paths";
import { LOGIN_REDIRECT_MS } from "@helixmap/common/constants";
import { AUTH_MESSAGES } from "@helixmap/common/errors";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import LoginRoute from "../../routes/admin/login";
import { apiError, mockApi, profile, TWO_FACTOR_OFF, UNAUTHENTICATED } from "../test-support";

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: "/admin/login", element: <LoginRoute /> },
      { path: "/admin/dashboard", element: <p>Dashboard page</p> },
      { path: "/admin/account", element: <p>Account page</p> },
    ],
    { initialEntries: ["/admin/login"] },
  );
  render(<RouterProvider router={router} />);
}

async function signIn() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await user.type(await screen.findByLabelText("Email address"), "ada@example.com");
  await user.type(screen.getByLabelText("Password"), "good-password");
  await user.click(screen.getByRole("button", { name: "Sign In" }));
  return user;
}

// The sign-in redirect waits on a timer; the tests move the clock instead.
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("signing in with two-factor", () => {
  it("asks for the code after the password, shows a wrong one's message, and signs in with the right one", async () => {
    const api = mockApi({
      [`GET ${API_PATHS.me}`]: UNAUTHENTICATED,
      [`POST ${API_PATHS.auth.signIn}`]: { body: { twoFactorRequired: true } },
      [`POST ${API_PATHS.auth.twoFactor}`]: [
        apiError(401, "INVALID_CODE", "Invalid code"),
        { body: { user: profile(), twoFactor: { enabled: true, required: false } } },
      ],
    });
    renderLogin();
    const user = await signIn();
    expect(await screen.findByRole("heading", { name: "Two-factor sign-in" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("Authentication code"), "000000");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(AUTH_MESSAGES.INVALID_CODE);
    await user.clear(screen.getByLabelText("Authentication code"));
    await user.type(screen.getByLabelText("Authentication code"), "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText(AUTH_MESSAGES.loggedIn)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_MS));
    expect(await screen.findByText("Dashboard page")).toBeInTheDocument();
    expect(api.callsTo("POST", API_PATHS.auth.twoFactor).map((c) => c.body)).toEqual([
      { code: "000000" },
      { code: "123456" },
    ]);
  });

  it("takes an administrator who must enrol to the account screen right after signing in", async () => {
    mockApi({
      [`GET ${API_PATHS.me}`]: UNAUTHENTICATED,
      [`POST ${API_PATHS.auth.signIn}`]: {
        body: { user: profile({ role: "administrator" }), twoFactor: { enabled: false, required: true } },
      },
    });
    renderLogin();
    await signIn();
    expect(await screen.findByText(AUTH_MESSAGES.loggedIn)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_MS));
    expect(await screen.findByText("Account page")).toBeInTheDocument();
  });

  it("sends anyone else to the dashboard", async () => {
    mockApi({
      [`GET ${API_PATHS.me}`]: UNAUTHENTICATED,
      [`POST ${API_PATHS.auth.signIn}`]: { body: { user: profile(), twoFactor: TWO_FACTOR_OFF } },
    });
    renderLogin();
    await signIn();
    expect(await screen.findByText(AUTH_MESSAGES.loggedIn)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_MS));
    expect(await screen.findByText("Dashboard page")).toBeInTheDocument();
  });
});
