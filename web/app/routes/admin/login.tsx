import { ADMIN_PATHS, SIGN_IN_NEXT, staffReturnPath } from "@helixmap/common/routes";
import { useLocation, useSearchParams } from "react-router";
import { staffMeta } from "../../shell/meta";
import { AuthForm } from "../../staff/auth/auth-form";
import { SignedOutOnly } from "../../staff/guard/signed-out-only";
import { StaffProviders } from "../../staff/staff-providers";

export const meta = () => staffMeta("Admin Login");

/**
 * Serves both /admin/login and /admin/register; the path picks the mode. A
 * sign-in goes on to `?next=` when it names a staff path of this site
 * (public pages link to /admin/login?next=/admin/data-room), else to the dashboard.
 */
export default function LoginRoute() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const mode = pathname === ADMIN_PATHS.register ? "register" : "login";
  const next = mode === "login" ? staffReturnPath(search.get(SIGN_IN_NEXT)) : null;
  return (
    <StaffProviders>
      <SignedOutOnly next={next}>
        <AuthForm key={mode} mode={mode} next={next} />
      </SignedOutOnly>
    </StaffProviders>
  );
}
