import { ADMIN_PATHS } from "@helixmap/common/routes";
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { Spinner } from "../../ui/spinner";
import { useMe } from "../account/me";

/** Sends a signed-in visitor on to `next` (a checked staff path) or the dashboard; others see the screen. */
export function SignedOutOnly({ next = null, children }: { next?: string | null; children: ReactNode }) {
  const me = useMe();
  if (me.isPending) {
    return (
      <div className="py-24">
        <Spinner label="Checking your session" />
      </div>
    );
  }
  if (me.data) return <Navigate to={next ?? ADMIN_PATHS.dashboard} replace />;
  // An unreadable session (server down) still shows the form, which reports its own errors.
  return <>{children}</>;
}
