import { ADMIN_PATHS } from "@helixmap/common/routes";
import { useLocation } from "react-router";
import { staffMeta } from "../../shell/meta";
import { AuthForm } from "../../staff/auth/auth-form";
import { SignedOutOnly } from "../../staff/guard/signed-out-only";
import { StaffProviders } from "../../staff/staff-providers";

export const meta = () => staffMeta("Admin Login");

/** Serves both /admin/login and /admin/register; the path picks the mode. */
export default function LoginRoute() {
  const { pathname } = useLocation();
  const mode = pathname === ADMIN_PATHS.register ? "register" : "login";
  return (
    <StaffProviders>
      <SignedOutOnly>
        <AuthForm key={mode} mode={mode} />
      </SignedOutOnly>
    </StaffProviders>
  );
}
