/**
 * The account screen's contract (two-factor sign-in, sessions, password):
 * request schemas the server validates with and the shapes the browser reads.
 */
import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./constants";

/** A six-digit code from an authenticator app, or a backup code ("abcde-12345"). */
const code = z
  .string()
  .trim()
  .min(6, "Enter the 6-digit code or a backup code")
  .max(32, "Enter the 6-digit code or a backup code")
  .regex(/^[A-Za-z0-9-]+$/, "Enter the 6-digit code or a backup code");
const currentPassword = z.string().min(1, "Enter your current password").max(PASSWORD_MAX_LENGTH);

export const twoFactorCodeSchema = z.strictObject({ code });
export const totpCodeSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code"),
});
export const passwordConfirmationSchema = z.strictObject({ password: currentPassword });
export const changePasswordSchema = z.strictObject({
  currentPassword,
  newPassword: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`),
});

/** True when the code has the shape of an authenticator-app code rather than a backup code. */
export function isAppCode(value: string): boolean {
  return /^\d{6}$/.test(value.trim());
}

export interface TwoFactorStatus {
  enabled: boolean;
  /** REQUIRE_ADMIN_MFA is on and this person is an administrator. */
  required: boolean;
}

/** Sign-in answers this when the password was right and a code is still needed. */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
}

export interface TwoFactorEnrolment {
  /** The otpauth:// URI the QR code encodes. */
  totpUri: string;
  /** The same secret as text, for typing into an app. */
  secret: string;
  backupCodes: string[];
}

export interface AccountSession {
  id: string;
  /** Browser and system, read from the user agent. */
  device: string;
  ipAddress: string | null;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}

export interface AccountSessionsResponse {
  sessions: AccountSession[];
}
