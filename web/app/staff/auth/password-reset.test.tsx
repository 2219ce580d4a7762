import { API_PATHS } from "@helixmap/common/api-paths";
import { AUTH_MESSAGES } from "@helixmap/common/errors";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { STAFF_MESSAGES } from "../messages";
import { apiError, mockApi, renderStaff } from "../test-support";
import { ForgotPasswordScreen } from "./forgot-password-screen";
import { ResetPasswordScreen } from "./reset-password-screen";

afterEach(() => vi.unstubAllGlobals());

describe("forgetting a password", () => {
  it("asks for the address and confirms without revealing whether it exists", async () => {
    const api = mockApi({ [`POST ${API_PATHS.auth.forgotPassword}`]: { body: { ok: true } } });
    renderStaff(<ForgotPasswordScreen />, { path: "/admin/forgot-password" });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText(STAFF_MESSAGES.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email address"), "Ada@Example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByRole("status")).toHaveTextContent(STAFF_MESSAGES.resetRequested);
    expect(api.calls[0]?.body).toEqual({ email: "ada@example.com" });
  });

  it("shows a failed request", async () => {
    mockApi({ [`POST ${API_PATHS.auth.forgotPassword}`]: apiError(429, "TOO_MANY_REQUESTS", "Slow down.") });
    renderStaff(<ForgotPasswordScreen />, { path: "/admin/forgot-password" });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email address"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Slow down.");
  });
});

describe("choosing a new password", () => {
  it("rejects a link without a token", () => {
    mockApi({});
    renderStaff(<ResetPasswordScreen />, { path: "/admin/reset-password" });
    expect(screen.getByRole("alert")).toHaveTextContent(STAFF_MESSAGES.resetLinkInvalid);
  });

  it("checks length and repetition, then sets the password", async () => {
    const api = mockApi({ [`POST ${API_PATHS.auth.resetPassword}`]: { body: { ok: true } } });
    renderStaff(<ResetPasswordScreen />, { path: "/admin/reset-password?token=t1" });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("New password"), "short");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText(AUTH_MESSAGES.passwordTooShort)).toBeInTheDocument();
    await user.type(screen.getByLabelText("New password"), "-but-longer");
    await user.type(screen.getByLabelText("Repeat new password"), "different");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText(STAFF_MESSAGES.passwordsDiffer)).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Repeat new password"));
    await user.type(screen.getByLabelText("Repeat new password"), "short-but-longer");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByRole("status")).toHaveTextContent(STAFF_MESSAGES.resetDone);
    expect(screen.getByRole("link", { name: "Go to Login Page" })).toHaveAttribute("href", "/admin/login");
    expect(api.calls[0]?.body).toEqual({ token: "t1", newPassword: "short-but-longer" });
  });

  it("explains a used link and offers a new one", async () => {
    mockApi({ [`POST ${API_PATHS.auth.resetPassword}`]: apiError(400, "INVALID_TOKEN", "Invalid token") });
    renderStaff(<ResetPasswordScreen />, { path: "/admin/reset-password?token=used" });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("New password"), "long-enough-1");
    await user.type(screen.getByLabelText("Repeat new password"), "long-enough-1");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(STAFF_MESSAGES.resetLinkInvalid);
    expect(screen.getByRole("link", { name: "Request a new link" })).toHaveAttribute("href", "/admin/forgot-password");
  });
});
