import { LOGIN_REDIRECT_MS } from "@helixmap/common/constants";
import { AUTH_MESSAGES, authErrorMessage } from "@helixmap/common/errors";
import { ADMIN_PATHS } from "@helixmap/common/routes";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { isApiError } from "../../api-client/api-request";
import { Button } from "../../ui/button";
import { ME_QUERY_KEY } from "../account/me";
import { describedBy, FormField, inputClass } from "../ui/form-field";
import { Message } from "../ui/message";
import { AuthCard } from "./auth-card";
import { type AuthFormValues, type AuthMode, authFormSchema } from "./auth-form-schema";
import { PasswordInput } from "./password-field";
import { useRegister } from "./register";
import { ResendConfirmationButton } from "./resend-confirmation-button";
import { needsCode, useSignIn } from "./sign-in";
import { afterSignIn, TwoFactorStep } from "./two-factor-step";

const EMPTY: AuthFormValues = { fullName: "", email: "", password: "" };

type Outcome =
  | { kind: "none" }
  | { kind: "error"; message: string; unverifiedEmail?: string }
  | { kind: "success"; message: string };

/**
 * The admin sign-in / registration card. Render it with `key={mode}` so a
 * mode switch starts from empty fields and no messages. A sign-in goes on to
 * `next` when given: a staff path checked by `staffReturnPath`.
 */
export function AuthForm({ mode, next = null }: { mode: AuthMode; next?: string | null }) {
  const register = mode === "register";
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signIn = useSignIn();
  const signUp = useRegister();
  const [outcome, setOutcome] = useState<Outcome>({ kind: "none" });
  const [redirectTo, setRedirectTo] = useState<string | null>(null);
  const [codeNeeded, setCodeNeeded] = useState(false);
  const redirecting = redirectTo !== null;
  const form = useForm<AuthFormValues, unknown, AuthFormValues>({
    resolver: zodResolver(authFormSchema(mode)),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const clientProblem = errors.email?.message ?? errors.password?.message ?? errors.fullName?.message;

  useEffect(() => {
    if (!redirectTo) return;
    const timer = setTimeout(() => {
      navigate(redirectTo, { replace: true });
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    }, LOGIN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [redirectTo, navigate, queryClient]);

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome({ kind: "none" });
    try {
      if (register) {
        await signUp.mutateAsync(values);
        form.reset(EMPTY);
        setOutcome({ kind: "success", message: AUTH_MESSAGES.registered });
      } else {
        const result = await signIn.mutateAsync({ email: values.email, password: values.password });
        if (needsCode(result)) {
          setCodeNeeded(true);
          return;
        }
        setOutcome({ kind: "success", message: AUTH_MESSAGES.loggedIn });
        setRedirectTo(afterSignIn(result, next));
      }
    } catch (error) {
      const code = isApiError(error) ? error.code : undefined;
      setOutcome({
        kind: "error",
        message: authErrorMessage(code, error instanceof Error ? error.message : undefined),
        unverifiedEmail: code === "EMAIL_NOT_VERIFIED" ? values.email : undefined,
      });
    }
  });

  const busy = form.formState.isSubmitting || redirecting;
  const field = (name: keyof AuthFormValues) => `${id}-${name}`;
  const invalid = (name: keyof AuthFormValues) => (errors[name] ? true : undefined);

  if (codeNeeded) {
    return <TwoFactorStep onSignedIn={(me) => setRedirectTo(afterSignIn(me, next))} redirecting={redirecting} />;
  }

  return (
    <AuthCard title={register ? "Create Admin Account" : "Admin Login"}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {register && (
          <FormField id={field("fullName")} label="Full name">
            <input
              id={field("fullName")}
              type="text"
              autoComplete="name"
              className={inputClass}
              aria-invalid={invalid("fullName")}
              aria-describedby={describedBy(`${id}-form`, { error: errors.fullName })}
              {...form.register("fullName")}
            />
          </FormField>
        )}
        <FormField id={field("email")} label="Email address">
          <input
            id={field("email")}
            type="email"
            autoComplete="email"
            className={inputClass}
            aria-invalid={invalid("email")}
            aria-describedby={describedBy(`${id}-form`, { error: errors.email })}
            {...form.register("email")}
          />
        </FormField>
        <FormField id={field("password")} label="Password">
          <PasswordInput
            id={field("password")}
            autoComplete={register ? "new-password" : "current-password"}
            aria-invalid={invalid("password")}
            aria-describedby={describedBy(`${id}-form`, { error: errors.password })}
            {...form.register("password")}
          />
        </FormField>
        {!register && (
          <p className="text-right text-sm">
            <Link to={ADMIN_PATHS.forgotPassword} className="font-medium text-accent-800 underline">
              Forgot password?
            </Link>
          </p>
        )}

        {clientProblem && (
          <div id={`${id}-form-error`}>
            <Message kind="error">{clientProblem}</Message>
          </div>
        )}
        {outcome.kind === "error" && (
          <Message kind="error">
            {outcome.message}
            {outcome.unverifiedEmail && <ResendConfirmationButton email={outcome.unverifiedEmail} />}
          </Message>
        )}
        {outcome.kind === "success" && <Message kind="success">{outcome.message}</Message>}

        <Button type="submit" className="w-full" disabled={busy}>
          {form.formState.isSubmitting
            ? register
              ? "Creating account..."
              : "Signing in..."
            : register
              ? "Create Account"
              : "Sign In"}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        <Link
          to={register ? ADMIN_PATHS.login : ADMIN_PATHS.register}
          className="font-medium text-accent-800 underline"
        >
          {register ? "Already have an account? Sign in" : "Don't have an account? Register"}
        </Link>
      </p>
    </AuthCard>
  );
}
