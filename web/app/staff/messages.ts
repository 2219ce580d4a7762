/**
 * Staff-area texts that the spec does not fix (password reset, resend,
 * dashboard feedback). The spec's own texts live in common/errors.ts.
 */
export const STAFF_MESSAGES = {
  resendSent: "A new confirmation email is on its way. Check your inbox.",
  resetRequested: "If an account exists for that address, we have sent a link to reset the password. Check your inbox.",
  resetDone: "Your password has been reset. You can now sign in with the new password.",
  resetLinkInvalid: "This reset link is invalid or has already been used. Please request a new one.",
  resetLinkExpired: "This reset link has expired. Please request a new one.",
  passwordsDiffer: "The passwords do not match",
  emailRequired: "Email is required",
  accessDenied: "You don't have the required permissions to access this area.",
  dashboardDenied: "You don't have permission to view the admin dashboard.",
} as const;
