import type { MeResponse } from "@helixmap/common/api";
import { ADMIN_PATHS } from "@helixmap/common/routes";
import { Link } from "react-router";
import { PasswordSection } from "./password-section";
import { ProfileSection } from "./profile-section";
import { SessionsSection } from "./sessions-section";
import { TwoFactorSection } from "./two-factor-section";

/** /admin/account: the signed-in person's name, password, two-factor sign-in and sessions. */
export function AccountScreen({ me }: { me: MeResponse }) {
  const mustEnrol = me.twoFactor.required && !me.twoFactor.enabled;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Your account</h1>
        {!mustEnrol && (
          <Link to={ADMIN_PATHS.dashboard} className="font-medium text-accent-800 underline">
            Back to the dashboard
          </Link>
        )}
      </header>
      <TwoFactorSection status={me.twoFactor} />
      <ProfileSection user={me.user} />
      <PasswordSection />
      <SessionsSection />
    </div>
  );
}
