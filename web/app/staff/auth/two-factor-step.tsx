import type { MeResponse } from "@helixmap/common/api";
import { AUTH_MESSAGES, authErrorMessage } from "@helixmap/common/errors";
import { ADMIN_PATHS } from "@helixmap/common/routes";
import { useId, useState } from "react";
import { isApiError } from "../../api-client/api-request";
import { Button } from "../../ui/button";
import { FormField, inputClass } from "../ui/form-field";
import { Message } from "../ui/message";
import { AuthCard } from "./auth-card";
import { useVerifySignInCode } from "./sign-in";

/**
 * Where a completed sign-in leads: an administrator who must still enrol goes
 * to set up an app first; anyone else to `next` (a staff path already checked
 * by `staffReturnPath`), or the dashboard.
 */
export function afterSignIn(me: MeResponse, next: string | null = null): string {
  if (me.twoFactor.required && !me.twoFactor.enabled) return ADMIN_PATHS.account;
  return next ?? ADMIN_PATHS.dashboard;
}

/** The second step of a sign-in with two-factor: the app's current code, or a backup code. */
export function TwoFactorStep({
  onSignedIn,
  redirecting,
}: {
  onSignedIn: (me: MeResponse) => void;
  redirecting: boolean;
}) {
  const id = useId();
  const verify = useVerifySignInCode();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    if (code.trim().length < 6) {
      setError("Enter the 6-digit code or a backup code");
      return;
    }
    try {
      onSignedIn(await verify.mutateAsync(code.trim()));
    } catch (err) {
      const errorCode = isApiError(err) ? err.code : undefined;
      if (errorCode === "UNAUTHENTICATED") setExpired(true);
      setError(authErrorMessage(errorCode, err instanceof Error ? err.message : undefined));
    }
  };

  return (
    <AuthCard title="Two-factor sign-in">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <p className="text-sm text-slate-700">
          Open your authenticator app and enter the 6-digit code it shows for HelixMap. Lost your phone? Enter one of
          your backup codes instead.
        </p>
        <FormField id={`${id}-code`} label="Authentication code">
          <input
            id={`${id}-code`}
            type="text"
            inputMode="text"
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            className={`${inputClass} font-mono tracking-widest`}
            aria-invalid={error ? true : undefined}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </FormField>
        {error && (
          <Message kind="error">
            {error}
            {expired && (
              <>
                {" "}
                <a href={ADMIN_PATHS.login} className="font-medium underline">
                  Sign in again
                </a>
              </>
            )}
          </Message>
        )}
        {redirecting && <Message kind="success">{AUTH_MESSAGES.loggedIn}</Message>}
        <Button type="submit" className="w-full" disabled={verify.isPending || redirecting}>
          {verify.isPending ? "Checking..." : "Verify"}
        </Button>
      </form>
    </AuthCard>
  );
}
