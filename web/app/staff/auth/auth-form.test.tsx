import { API_PATHS } from "@helixmap/common/api-paths";
import { LOGIN_REDIRECT_MS } from "@helixmap/common/constants";
import { AUTH_MESSAGES } from "@helixmap/common/errors";
import { ADMIN_PATHS, signInThen } from "@helixmap/common/routes";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import LoginRoute from "../../routes/admin/login";
import { STAFF_MESSAGES } from "../messages";
import { apiError, mockApi, profile, TWO_FACTOR_OFF, UNAUTHENTICATED } from "../test-support";

function renderLogin(path = "/admin/login") {
  const router = createMemoryRouter(
    [
      { path: "/admin/login", element: <LoginRoute /> },
      { path: "/admin/register", element: <LoginRoute /> },
      { path: "/admin/dashboard", element: <p>Dashboard page</p> },
      { path: "/admin/data-room", element: <p>Data room page</p> },
      { path: "/admin/forgot-password", element: <p>Forgot page</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function fill(fields: { name?: string; email?: string; password?: string }) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await screen.findByLabelText("Email address");
  if (fields.name) await user.type(screen.getByLabelText("Full name"), fields.name);
  if (fields.email) await user.type(screen.getByLabelText("Email address"), fields.email);
  if (fields.password) await user.type(screen.getByLabelText("Password"), fields.password);
  return user;
}

// The sign-in redirect and the session query's retries wait on timers; the tests move the clock instead.
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the admin sign-in and registration card", () => {
  it("shows the login card with an email input and a link to register", async () => {
    mockApi({ [`GET ${API_PATHS.me}`]: UNAUTHENTICATED });
    renderLogin();
    expect(await screen.findByRole("heading", { name: "Admin Login" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email address")).toHaveAttribute("type", "email");
    expect(screen.queryByLabelText("Full name")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Don't have an account? Register" })).toHaveAttribute(
      "href",
      "/admin/register",
    );
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/admin/forgot-password");
  });

  it("reports missing email or password, a short password and a missing full name with the spec's texts", async () => {
    const api = mockApi({ [`GET ${API_PATHS.me}`]: UNAUTHENTICATED });
    renderLogin("/admin/register");
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole("button", { name: "Create Account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(AUTH_MESSAGES.required);

    await user.type(screen.getByLabelText("Email address"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "short");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(AUTH_MESSAGES.passwordTooShort);

    await user.type(screen.getByLabelText("Password"), "-enough");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(AUTH_MESSAGES.fullNameRequired);
    expect(screen.getByLabelText("Full name")).toHaveAttribute("aria-invalid", "true");
    expect(api.callsTo("POST", API_PATHS.auth.register)).toHaveLength(0);
  });

  it("shows and hides the password", async () => {
    mockApi({ [`GET ${API_PATHS.me}`]: UNAUTHENTICATED });
    renderLogin();
    const user = await fill({ password: "secret-password" });
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "text");
    expect(screen.getByLabelText("Password")).toHaveValue("secret-password");
    await user.click(screen.getByRole("button", { name: "Hide password" }));
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
  });

  it("clears fields and messages when switching between login and register", async () => {
    mockApi({ [`GET ${API_PATHS.me}`]: UNAUTHENTICATED });
    renderLogin();
    const user = await fill({ email: "ada@example.com" });
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(AUTH_MESSAGES.required);

    await user.click(screen.getByRole("link", { name: "Don't have an account? Register" }));
    expect(await screen.findByRole("heading", { name: "Create Admin Account" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email address")).toHaveValue("");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    await user.click(screen.getByRole("link", { name: "Already have an account? Sign in" }));
    expect(await screen.findByRole("heading", { name: "Admin Login" })).toBeInTheDocument();
  });

  it.each([
    ["INVALID_CREDENTIALS", 401, AUTH_MESSAGES.INVALID_CREDENTIALS],
    ["TOO_MANY_REQUESTS", 429, AUTH_MESSAGES.TOO_MANY_REQUESTS],
    ["ACCOUNT_INACTIVE", 403, AUTH_MESSAGES.ACCOUNT_INACTIVE],
    ["INTERNAL", 500, "Database unavailable"],
  ])("shows the catalogue text for a %s sign-in failure", async (code, status, text) => {
    mockApi({
      [`GET ${API_PATHS.me}`]: UNAUTHENTICATED,
      [`POST ${API_PATHS.auth.signIn}`]: apiError(status, code, "Database unavailable"),
    });
    renderLogin();
    const user = await fill({ email: "ada@example.com", password: "wrong-password" });
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(text);
  });

  it("falls back to the generic text when the server gives no message", async () => {
    mockApi({
      [`GET ${API_PATHS.me}`]: UNAUTHENTICATED,
      [`POST ${API_PATHS.auth.signIn}`]: apiError(500, "INTERNAL", ""),
    });
    renderLogin();
    const user = await fill({ email: "ada@example.com", password: "whatever-pass" });
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(AUTH_MESSAGES.fallback);
  });

  it("offers to resend the confirmation email when the address is unconfirmed", async () => {
    const api = mockApi({
      [`GET ${API_PATHS.me}`]: UNAUTHENTICATED,
      [`POST ${API_PATHS.auth.signIn}`]: apiError(403, "EMAIL_NOT_VERIFIED", "Email not verified"),
      [`POST ${API_PATHS.auth.resendConfirmation}`]: { body: { ok: true } },
    });
    renderLogin();
    const user = await fill({ email: "Ada@Example.com ", password: "good-password" });
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(AUTH_MESSAGES.EMAIL_NOT_VERIFIED);
    await user.click(screen.getByRole("button", { name: "Resend confirmation email" }));
    expect(await screen.findByText(STAFF_MESSAGES.resendSent)).toBeInTheDocument();
    expect(api.callsTo("POST", API_PATHS.auth.resendConfirmation)[0]?.body).toEqual({ email: "ada@example.com" });
  });

  it("confirms a login and moves to the dashboard after the redirect delay", async () => {
    const api = mockApi({
      [`GET ${API_PATHS.me}`]: [UNAUTHENTICATED, { body: { user: profile(), twoFactor: TWO_FACTOR_OFF } }],
      [`POST ${API_PATHS.auth.signIn}`]: { body: { user: profile(), twoFactor: TWO_FACTOR_OFF } },
    });
    const sessionChanged = vi.fn();
    window.addEventListener("session-change", sessionChanged);
    const router = renderLogin();
    const user = await fill({ email: "ada@example.com", password: "good-password" });
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("status")).toHaveTextContent(AUTH_MESSAGES.loggedIn);
    expect(sessionChanged).toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_MS / 2));
    expect(router.state.location.pathname).toBe("/admin/login");
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_MS / 2));
    expect(await screen.findByText("Dashboard page")).toBeInTheDocument();
    expect(router.state.historyAction).toBe("REPLACE");
    expect(api.callsTo("POST", API_PATHS.auth.signIn)[0]?.body).toEqual({
      email: "ada@example.com",
      password: "good-password",
    });
    window.removeEventListener("session-change", sessionChanged);
  });

  it("goes on to the staff path named by ?next= once signed in", async () => {
    mockApi({
      [`GET ${API_PATHS.me}`]: [UNAUTHENTICATED, { body: { user: profile(), twoFactor: TWO_FACTOR_OFF } }],
      [`POST ${API_PATHS.auth.signIn}`]: { body: { user: profile(), twoFactor: TWO_FACTOR_OFF } },
    });
    const router = renderLogin(signInThen(ADMIN_PATHS.dataRoom));
    const user = await fill({ email: "ada@example.com", password: "good-password" });
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_MS));
    expect(await screen.findByText("Data room page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(ADMIN_PATHS.dataRoom);
  });

  it("ignores a ?next= that is not a staff path of this site and goes to the dashboard", async () => {
    mockApi({
      [`GET ${API_PATHS.me}`]: [UNAUTHENTICATED, { body: { user: profile(), twoFactor: TWO_FACTOR_OFF } }],
      [`POST ${API_PATHS.auth.signIn}`]: { body: { user: profile(), twoFactor: TWO_FACTOR_OFF } },
    });
    const router = renderLogin("/admin/login?next=//evil.example/admin/data-room");
    const user = await fill({ email: "ada@example.com", password: "good-password" });
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_MS));
    expect(await screen.findByText("Dashboard page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(ADMIN_PATHS.dashboard);
  });

  it("sends a signed-in visitor on to the staff path named by ?next=", async () => {
    mockApi({ [`GET ${API_PATHS.me}`]: { body: { user: profile({ role: "partner" }), twoFactor: TWO_FACTOR_OFF } } });
    renderLogin(signInThen(ADMIN_PATHS.dataRoom));
    expect(await screen.findByText("Data room page")).toBeInTheDocument();
  });

  it("registers and tells the person to check their email", async () => {
    const api = mockApi({
      [`GET ${API_PATHS.me}`]: UNAUTHENTICATED,
      [`POST ${API_PATHS.auth.register}`]: { status: 201, body: { ok: true } },
    });
    renderLogin("/admin/register");
    const user = await fill({ name: "Ada Lovelace", email: "ada@example.com", password: "good-password" });
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByRole("status")).toHaveTextContent(AUTH_MESSAGES.registered);
    expect(screen.getByLabelText("Email address")).toHaveValue("");
    expect(api.callsTo("POST", API_PATHS.auth.register)[0]?.body).toEqual({
      fullName: "Ada Lovelace",
      email: "ada@example.com",
      password: "good-password",
    });
  });

  it("sends a signed-in visitor straight to the dashboard", async () => {
    mockApi({ [`GET ${API_PATHS.me}`]: { body: { user: profile({ role: "public" }), twoFactor: TWO_FACTOR_OFF } } });
    const router = renderLogin("/admin/register");
    expect(await screen.findByText("Dashboard page")).toBeInTheDocument();
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("still offers the form when the session cannot be read", async () => {
    mockApi({ [`GET ${API_PATHS.me}`]: apiError(500, "INTERNAL", "Down") });
    renderLogin();
    // The session query tries twice more, after 1 and 2 seconds, before it gives up.
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByRole("heading", { name: "Admin Login" })).toBeInTheDocument();
  });
});
