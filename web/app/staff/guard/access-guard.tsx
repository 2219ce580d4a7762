import type { Profile } from "@helixmap/common/api";
import { AUTH_MESSAGES } from "@helixmap/common/errors";
import { hasRole, type Role } from "@helixmap/common/roles";
import { ADMIN_PATHS, staffReturnPath } from "@helixmap/common/routes";
import type { ReactNode } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { errorMessage, isApiError } from "../../api-client/api-request";
import { signOut } from "../../shell/session-hint";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { Spinner } from "../../ui/spinner";
import { useMe } from "../account/me";
import { AuthForm } from "../auth/auth-form";
import { ErrorNotice } from "../ui/query-view";
import { AccessDenied } from "./access-denied";

/**
 * Shows its children only to a signed-in, active person with at least the
 * required role. The server enforces the same rule on every call.
 */
export function AccessGuard({
  required,
  deniedDetail,
  allowBeforeEnrolment = false,
  children,
}: {
  required: Role;
  deniedDetail?: string;
  /** The account screen, where an administrator who must enrol does so (REQUIRE_ADMIN_MFA). */
  allowBeforeEnrolment?: boolean;
  children: (user: Profile) => ReactNode;
}) {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) {
    return (
      <div className="py-24">
        <Spinner label="Loading your session" />
      </div>
    );
  }
  if (me.isError) {
    if (isApiError(me.error, "ACCOUNT_INACTIVE")) return <InactiveAccount />;
    return (
      <div className="mx-auto max-w-lg px-4 py-16">
        <ErrorNotice title="Your session could not be loaded" message={errorMessage(me.error)}>
          <Button variant="secondary" onClick={() => void me.refetch()} disabled={me.isFetching}>
            Try again
          </Button>
        </ErrorNotice>
      </div>
    );
  }
  // Signing in here stays here: /admin/data-room opens the Data Room tab once signed in.
  if (!me.data)
    return <AuthForm key="login" mode="login" next={staffReturnPath(location.pathname + location.search)} />;
  const { user, twoFactor } = me.data;
  if (!user.isActive) return <InactiveAccount />;
  if (!hasRole(user.role, required))
    return <AccessDenied current={user.role} required={required} detail={deniedDetail} />;
  if (twoFactor.required && !twoFactor.enabled && !allowBeforeEnrolment) {
    return <Navigate to={ADMIN_PATHS.account} replace />;
  }
  return <>{children(user)}</>;
}

function InactiveAccount() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="text-center">
        <h1 className="text-2xl font-bold text-slate-900">Account deactivated</h1>
        <p className="mt-3 text-slate-700">{AUTH_MESSAGES.ACCOUNT_INACTIVE}</p>
        <Button className="mt-6" variant="secondary" onClick={() => void signOut().then(() => navigate("/"))}>
          Sign Out
        </Button>
      </Card>
    </div>
  );
}
