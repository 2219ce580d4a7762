import { CONFIRM_REDIRECT_MS } from "@helixmap/common/constants";
import { CONFIRM_MESSAGES, confirmErrorMessage } from "@helixmap/common/errors";
import { ADMIN_PATHS } from "@helixmap/common/routes";
import { CheckCircle2, XCircle } from "lucide-react";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { isApiError } from "../../api-client/api-request";
import { Button } from "../../ui/button";
import { Spinner } from "../../ui/spinner";
import { replaceLocation } from "../navigation";
import { AuthCard } from "./auth-card";
import { useConfirmEmail } from "./confirm-email";
import { RequestNewConfirmation } from "./request-new-confirmation";

const linkClass = "font-medium text-accent-800 underline";

/**
 * Confirms the e-mail address from the link's token when the person presses
 * Confirm, once, then sends them to sign in. Nothing is sent on page load: a
 * mail scanner that opens links and runs their scripts confirms nothing.
 */
export function ConfirmScreen() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? params.get("confirmation_token");
  const confirm = useConfirmEmail();

  useEffect(() => {
    if (!confirm.isSuccess) return;
    const timer = setTimeout(() => replaceLocation(ADMIN_PATHS.login), CONFIRM_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [confirm.isSuccess]);

  if (!token || confirm.isError) {
    const message = token
      ? confirmErrorMessage(isApiError(confirm.error) ? confirm.error.code : undefined, confirm.error?.message)
      : CONFIRM_MESSAGES.invalid;
    return (
      <AuthCard title="Confirmation Failed">
        <div className="text-center">
          <XCircle aria-hidden="true" className="mx-auto size-12 text-red-600" />
          <p role="alert" className="mt-4 text-slate-700">
            {message}
          </p>
          <RequestNewConfirmation token={token} />
          <p className="mt-6">
            <Link to={ADMIN_PATHS.login} className={linkClass}>
              Go to Login Page
            </Link>
          </p>
        </div>
      </AuthCard>
    );
  }
  if (confirm.isSuccess) {
    return (
      <AuthCard title="Email Confirmed!">
        <div className="text-center">
          <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-green-600" />
          <p role="status" className="mt-4 text-slate-700">
            {CONFIRM_MESSAGES.success}
          </p>
          <p className="mt-6">
            <Link to={ADMIN_PATHS.login} replace className={linkClass}>
              Continue to sign in now
            </Link>
          </p>
        </div>
      </AuthCard>
    );
  }
  if (confirm.isPending) {
    return (
      <AuthCard title="Confirming Email...">
        <Spinner label="Confirming your email address" />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Confirm your email address">
      <div className="text-center">
        <p className="text-slate-700">Press Confirm to activate the account registered with this address.</p>
        <Button type="button" onClick={() => confirm.mutate(token)} className="mt-6 w-full">
          Confirm
        </Button>
      </div>
    </AuthCard>
  );
}
