import { PASSWORD_MIN_LENGTH } from "@helixmap/common/constants";
import { AUTH_MESSAGES } from "@helixmap/common/errors";
import { z } from "zod";

export type AuthMode = "login" | "register";

export interface AuthFormValues {
  fullName: string;
  email: string;
  password: string;
}

const EMAIL_FORMAT = z.email();
const INVALID_EMAIL = "Enter a valid email address";

/**
 * The spec's checks, in its order, reporting only the first problem:
 * email and password present, password long enough, full name when
 * registering; then a well-formed address.
 */
export function authFormSchema(mode: AuthMode) {
  return z
    .object({ fullName: z.string(), email: z.string(), password: z.string() })
    .superRefine((values, ctx) => {
      const email = values.email.trim();
      const problem: [keyof AuthFormValues, string] | null =
        !email || !values.password
          ? [email ? "password" : "email", AUTH_MESSAGES.required]
          : values.password.length < PASSWORD_MIN_LENGTH
            ? ["password", AUTH_MESSAGES.passwordTooShort]
            : mode === "register" && !values.fullName.trim()
              ? ["fullName", AUTH_MESSAGES.fullNameRequired]
              : !EMAIL_FORMAT.safeParse(email).success
                ? ["email", INVALID_EMAIL]
                : null;
      if (problem) ctx.addIssue({ code: "custom", path: [problem[0]], message: problem[1] });
    })
    .transform((values) => ({
      fullName: values.fullName.trim(),
      email: values.email.trim().toLowerCase(),
      password: values.password,
    }));
}
