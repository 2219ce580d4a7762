import { PASSWORD_MIN_LENGTH } from "@helixmap/common/constants";
import { AUTH_MESSAGES } from "@helixmap/common/errors";
import { ADMIN_PATHS } from "@helixmap/common/routes";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { z } from "zod";
import { errorMessage, isApiError } from "../../api-client/api-request";
import { Button } from "../../ui/button";
import { STAFF_MESSAGES } from "../messages";
import { describedBy, FormField } from "../ui/form-field";
import { Message } from "../ui/message";
import { AuthCard } from "./auth-card";
import { PasswordInput } from "./password-field";
import { useResetPassword } from "./reset-password";

const schema = z
  .object({
    newPassword: z.string().min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort),
    repeat: z.string(),
  })
  .refine((v) => v.newPassword === v.repeat, { path: ["repeat"], message: STAFF_MESSAGES.passwordsDiffer });
type Values = z.infer<typeof schema>;

function resetFailureMessage(error: unknown): string {
  if (isApiError(error, "TOKEN_EXPIRED")) return STAFF_MESSAGES.resetLinkExpired;
  if (isApiError(error, "INVALID_TOKEN")) return STAFF_MESSAGES.resetLinkInvalid;
  return errorMessage(error);
}

const linkClass = "font-medium text-accent-800 underline";

export function ResetPasswordScreen() {
  const id = useId();
  const [params] = useSearchParams();
  const token = params.get("token");
  const reset = useResetPassword();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { newPassword: "", repeat: "" } });
  const { errors, isSubmitting } = form.formState;

  if (!token) {
    return (
      <AuthCard title="Reset your password">
        <Message kind="error">{STAFF_MESSAGES.resetLinkInvalid}</Message>
        <p className="mt-6 text-center text-sm">
          <Link to={ADMIN_PATHS.forgotPassword} className={linkClass}>
            Request a new link
          </Link>
        </p>
      </AuthCard>
    );
  }
  if (reset.isSuccess) {
    return (
      <AuthCard title="Password reset">
        <Message kind="success">{STAFF_MESSAGES.resetDone}</Message>
        <p className="mt-6 text-center text-sm">
          <Link to={ADMIN_PATHS.login} replace className={linkClass}>
            Go to Login Page
          </Link>
        </p>
      </AuthCard>
    );
  }

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await reset.mutateAsync({ token, newPassword });
    } catch {
      // Shown from the mutation's error state.
    }
  });
  const field = (name: keyof Values) => `${id}-${name}`;

  return (
    <AuthCard title="Choose a new password">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormField id={field("newPassword")} label="New password" error={errors.newPassword?.message}>
          <PasswordInput
            id={field("newPassword")}
            autoComplete="new-password"
            aria-invalid={errors.newPassword ? true : undefined}
            aria-describedby={describedBy(field("newPassword"), { error: errors.newPassword })}
            {...form.register("newPassword")}
          />
        </FormField>
        <FormField id={field("repeat")} label="Repeat new password" error={errors.repeat?.message}>
          <PasswordInput
            id={field("repeat")}
            autoComplete="new-password"
            aria-invalid={errors.repeat ? true : undefined}
            aria-describedby={describedBy(field("repeat"), { error: errors.repeat })}
            {...form.register("repeat")}
          />
        </FormField>
        {reset.isError && (
          <Message kind="error">
            {resetFailureMessage(reset.error)}{" "}
            {isApiError(reset.error) && ["INVALID_TOKEN", "TOKEN_EXPIRED"].includes(reset.error.code) && (
              <Link to={ADMIN_PATHS.forgotPassword} className="underline">
                Request a new link
              </Link>
            )}
          </Message>
        )}
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : "Set new password"}
        </Button>
      </form>
    </AuthCard>
  );
}
