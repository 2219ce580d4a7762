import type { EditConflict } from "./edit-conflicts/edit-base";

/**
 * The error catalogue: stable codes the API returns, and the text a person
 * sees for each (spec: staff-area-and-shell §8).
 */
export const ERROR_CODES = [
  "VALIDATION_FAILED",
  "MALFORMED_JSON",
  "PAYLOAD_TOO_LARGE",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "ACCOUNT_INACTIVE",
  "NOT_FOUND",
  "CONFLICT",
  "INVALID_CREDENTIALS",
  "EMAIL_NOT_VERIFIED",
  "TOO_MANY_REQUESTS",
  "INVALID_TOKEN",
  "TOKEN_EXPIRED",
  "LAST_ADMINISTRATOR",
  "BAD_ORIGIN",
  "INVALID_CODE",
  "MFA_ENROLMENT_REQUIRED",
  "MEDIA_TOO_LARGE",
  "MEDIA_UNSUPPORTED_TYPE",
  "MEDIA_UNREADABLE",
  "MEDIA_IN_USE",
  /** Making a PDF public while it is in a data-room folder (409): the public site would publish the unstamped original. */
  "MEDIA_IN_DATA_ROOM",
  /** Publishing or scheduling a change that needs a second administrator's approval and lacks it (409). */
  "APPROVAL_REQUIRED",
  "EDIT_CONFLICT",
  "DATA_ROOM_NO_ACCESS",
  "DATA_ROOM_NDA_REQUIRED",
  "DATA_ROOM_NDA_OUTDATED",
  "DATA_ROOM_VIEW_ONLY",
  "INTERNAL",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    fields?: Record<string, string>;
    /** With EDIT_CONFLICT: who saved the version the save did not start from, and what it holds now. */
    conflict?: EditConflict;
  };
}

export const AUTH_MESSAGES = {
  INVALID_CREDENTIALS: "Invalid email or password. Please check your credentials and try again.",
  EMAIL_NOT_VERIFIED: "Please verify your email address before signing in. Check your inbox for a confirmation email.",
  TOO_MANY_REQUESTS: "Too many login attempts. Please wait a few minutes before trying again.",
  ACCOUNT_INACTIVE: "This account has been deactivated. Please contact an administrator.",
  INVALID_CODE:
    "That code is not valid. Enter the current code from your authenticator app, or one of your backup codes.",
  MFA_ENROLMENT_REQUIRED: "Administrators must set up two-factor sign-in before using the dashboard.",
  twoFactorExpired: "Your sign-in has expired. Please enter your email and password again.",
  fallback: "An error occurred during authentication",
  required: "Email and password are required",
  passwordTooShort: "Password must be at least 8 characters long",
  fullNameRequired: "Full name is required for registration",
  registered: "Registration successful! Please check your email to verify your account.",
  loggedIn: "Login successful! Redirecting to dashboard...",
} as const;

export const CONFIRM_MESSAGES = {
  expired: "Confirmation link has expired. Please request a new confirmation email.",
  invalid: "Invalid confirmation link. Please check your email and try again.",
  fallback: "Failed to confirm email. Please try again.",
  success: "Email confirmed successfully! Redirecting to login...",
} as const;

/**
 * The words of the screen shown when a page fails in the browser. On public pages they come from
 * the site settings (`errorPage`, seeded with these); these are what the browser shows when the
 * settings themselves are out of reach: an error in the shell that carries them, or the staff
 * area before they arrive. A failing page must still say something.
 */
export const ERROR_FALLBACK = {
  title: "Something went wrong",
  message: "An unexpected error occurred. Please try refreshing the page.",
  tryAgain: "Try Again",
  reloadPage: "Reload Page",
} as const;

/** Delete moves the item to the Trash (docs/decisions/017), so the confirmation no longer says it is final. */
export const DELETE_CONTENT_CONFIRMATION =
  "Are you sure you want to delete this content? It moves to the Trash, where an administrator can restore it until it is deleted for good.";

/** The wait after repeated failed sign-ins, in words (the server sends it; the sign-in screen shows it). */
export function signInDelayMessage(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"}`
      : `${Math.ceil(retryAfterSeconds / 60)} minute${Math.ceil(retryAfterSeconds / 60) === 1 ? "" : "s"}`;
  return `Too many failed sign-in attempts. Please wait ${wait} before trying again.`;
}

/** Maps an API error to the sign-in screen's catalogue text. */
export function authErrorMessage(code: string | undefined, message: string | undefined): string {
  // The server's text says how long to wait.
  if (code === "TOO_MANY_REQUESTS" && message?.startsWith("Too many failed sign-in attempts")) return message;
  if (code && code in AUTH_MESSAGES) {
    return AUTH_MESSAGES[code as keyof typeof AUTH_MESSAGES];
  }
  return message || AUTH_MESSAGES.fallback;
}

/** Maps an e-mail confirmation failure to the confirmation screen's text. */
export function confirmErrorMessage(code: string | undefined, message: string | undefined): string {
  const text = `${code ?? ""} ${message ?? ""}`.toLowerCase();
  if (code === "TOKEN_EXPIRED" || text.includes("expired")) return CONFIRM_MESSAGES.expired;
  if (code === "INVALID_TOKEN" || text.includes("invalid")) return CONFIRM_MESSAGES.invalid;
  return message || CONFIRM_MESSAGES.fallback;
}
