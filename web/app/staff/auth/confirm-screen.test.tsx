import { API_PATHS } from "@helixmap/common/api-paths";
import { CONFIRM_REDIRECT_MS } from "@helixmap/common/constants";
import { CONFIRM_MESSAGES } from "@helixmap/common/errors";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STAFF_MESSAGES } from "../messages";
import { replaceLocation } from "../navigation";
import { apiError, mockApi, renderStaff } from "../test-support";
import { ConfirmScreen } from "./confirm-screen";

vi.mock("../navigation", () => ({ replaceLocation: vi.fn() }));

// The redirect waits on a timer; the tests move the clock past it instead of sleeping.
beforeEach(() => {
  vi.mocked(replaceLocation).mockClear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the e-mail confirmation page", () => {
  it("rejects a link without a token", async () => {
    const api = mockApi({});
    renderStaff(<ConfirmScreen />, { path: "/admin/confirm" });
    expect(screen.getByRole("heading", { name: "Confirmation Failed" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(CONFIRM_MESSAGES.invalid);
    expect(screen.getByRole("link", { name: "Go to Login Page" })).toHaveAttribute("href", "/admin/login");
    await act(() => vi.advanceTimersByTimeAsync(CONFIRM_REDIRECT_MS));
    expect(api.calls).toHaveLength(0);
    expect(replaceLocation).not.toHaveBeenCalled();
  });

  it("posts nothing on page load: a mail scanner that runs scripts confirms nothing", async () => {
    const api = mockApi({ [`POST ${API_PATHS.auth.confirm}`]: { body: { ok: true } } });
    renderStaff(<ConfirmScreen />, { path: "/admin/confirm?token=abc" });
    expect(await screen.findByRole("button", { name: "Confirm" })).toBeEnabled();
    expect(screen.getByRole("heading", { name: "Confirm your email address" })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("confirms once when Confirm is pressed, then replaces the location with the login page after the delay", async () => {
    const api = mockApi({ [`POST ${API_PATHS.auth.confirm}`]: { body: { ok: true } } });
    const user = userEvent.setup();
    renderStaff(<ConfirmScreen />, { path: "/admin/confirm?token=abc" });
    await user.click(await screen.findByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("heading", { name: "Email Confirmed!" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(CONFIRM_MESSAGES.success);
    expect(screen.getByRole("link", { name: "Continue to sign in now" })).toHaveAttribute("href", "/admin/login");
    await act(() => vi.advanceTimersByTimeAsync(CONFIRM_REDIRECT_MS / 2));
    expect(replaceLocation).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(CONFIRM_REDIRECT_MS / 2));
    expect(replaceLocation).toHaveBeenCalledWith("/admin/login");
    expect(api.calls).toEqual([{ method: "POST", path: API_PATHS.auth.confirm, body: { token: "abc" } }]);
  });

  it("reads the token from confirmation_token too", async () => {
    const api = mockApi({ [`POST ${API_PATHS.auth.confirm}`]: { body: { ok: true } } });
    const user = userEvent.setup();
    renderStaff(<ConfirmScreen />, { path: "/admin/confirm?confirmation_token=xyz" });
    await user.click(await screen.findByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("heading", { name: "Email Confirmed!" })).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({ token: "xyz" });
  });

  it.each([
    ["TOKEN_EXPIRED", "Token expired", CONFIRM_MESSAGES.expired],
    ["INVALID_TOKEN", "Token is not valid", CONFIRM_MESSAGES.invalid],
    ["INTERNAL", "Mail store offline", "Mail store offline"],
    ["INTERNAL", "", CONFIRM_MESSAGES.fallback],
  ])("explains a %s failure (%s)", async (code, message, text) => {
    mockApi({ [`POST ${API_PATHS.auth.confirm}`]: apiError(400, code, message) });
    const user = userEvent.setup();
    renderStaff(<ConfirmScreen />, { path: "/admin/confirm?token=used" });
    await user.click(await screen.findByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("heading", { name: "Confirmation Failed" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(text);
    await act(() => vi.advanceTimersByTimeAsync(CONFIRM_REDIRECT_MS));
    expect(replaceLocation).not.toHaveBeenCalled();
  });

  it("offers to send a new confirmation e-mail, prefilled with the link's address", async () => {
    const payload = btoa(JSON.stringify({ email: "late@example.com" })).replace(/=+$/, "");
    const token = `header.${payload}.signature`;
    const api = mockApi({
      [`POST ${API_PATHS.auth.confirm}`]: apiError(400, "TOKEN_EXPIRED", "expired"),
      [`POST ${API_PATHS.auth.resendConfirmation}`]: { body: { ok: true } },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderStaff(<ConfirmScreen />, { path: `/admin/confirm?token=${token}` });
    await user.click(await screen.findByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("heading", { name: "Confirmation Failed" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email for a new confirmation link")).toHaveValue("late@example.com");
    await user.click(screen.getByRole("button", { name: "Send a new confirmation email" }));
    expect(await screen.findByRole("status")).toHaveTextContent(STAFF_MESSAGES.resendSent);
    expect(api.calls.at(-1)).toEqual({
      method: "POST",
      path: API_PATHS.auth.resendConfirmation,
      body: { email: "late@example.com" },
    });
  });
});
