import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, authErrorMessage, CONFIRM_MESSAGES, confirmErrorMessage } from "./errors";

describe("authErrorMessage", () => {
  it("maps each catalogue code to its text", () => {
    expect(authErrorMessage("INVALID_CREDENTIALS", "x")).toBe(
      "Invalid email or password. Please check your credentials and try again.",
    );
    expect(authErrorMessage("EMAIL_NOT_VERIFIED", "x")).toBe(AUTH_MESSAGES.EMAIL_NOT_VERIFIED);
    expect(authErrorMessage("TOO_MANY_REQUESTS", "x")).toBe(
      "Too many login attempts. Please wait a few minutes before trying again.",
    );
  });

  it("falls back to the raw message, then to the generic text", () => {
    expect(authErrorMessage("SOMETHING_ELSE", "Server said no")).toBe("Server said no");
    expect(authErrorMessage(undefined, undefined)).toBe("An error occurred during authentication");
  });
});

describe("confirmErrorMessage", () => {
  it("recognises expired and invalid links", () => {
    expect(confirmErrorMessage(undefined, "Token expired")).toBe(CONFIRM_MESSAGES.expired);
    expect(confirmErrorMessage("INVALID_TOKEN", "bad")).toBe(CONFIRM_MESSAGES.invalid);
  });

  it("falls back to the server message, then the generic text", () => {
    expect(confirmErrorMessage(undefined, "Database unavailable")).toBe("Database unavailable");
    expect(confirmErrorMessage(undefined, undefined)).toBe("Failed to confirm email. Please try again.");
  });
});
