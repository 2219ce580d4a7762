import { ADMIN_PATHS } from "@helixmap/common/routes";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { z } from "zod";
import { errorMessage } from "../../api-client/api-request";
import { Button } from "../../ui/button";
import { STAFF_MESSAGES } from "../messages";
import { describedBy, FormField, inputClass } from "../ui/form-field";
import { Message } from "../ui/message";
import { AuthCard } from "./auth-card";
import { useRequestPasswordReset } from "./forgot-password";

const schema = z.object({
  email: z.string().trim().min(1, STAFF_MESSAGES.emailRequired).pipe(z.email("Enter a valid email address")),
});
type Values = z.input<typeof schema>;

export function ForgotPasswordScreen() {
  const id = useId();
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: "" },
  });
  const error = form.formState.errors.email?.message;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync(email.toLowerCase());
      setSent(true);
    } catch {
      // The mutation's error state is shown below the form.
    }
  });

  return (
    <AuthCard title="Reset your password">
      {sent ? (
        <Message kind="success">{STAFF_MESSAGES.resetRequested}</Message>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <p className="text-sm text-slate-600">Enter the email address of your account and we will send you a link.</p>
          <FormField id={`${id}-email`} label="Email address" error={error}>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              className={inputClass}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(`${id}-email`, { error })}
              {...form.register("email")}
            />
          </FormField>
          {request.isError && <Message kind="error">{errorMessage(request.error)}</Message>}
          <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? "Sending..." : "Send reset link"}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to={ADMIN_PATHS.login} className="font-medium text-accent-800 underline">
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
