import { staffMeta } from "../../shell/meta";
import { Dashboard } from "../../staff/dashboard/dashboard";
import { AccessGuard } from "../../staff/guard/access-guard";
import { STAFF_MESSAGES } from "../../staff/messages";
import { StaffProviders } from "../../staff/staff-providers";

export const meta = () => staffMeta("Admin Dashboard");

/** /admin, /admin/dashboard and any other admin path: partners and administrators. */
export default function DashboardRoute() {
  return (
    <StaffProviders>
      <AccessGuard required="partner" deniedDetail={STAFF_MESSAGES.dashboardDenied}>
        {(user) => <Dashboard user={user} />}
      </AccessGuard>
    </StaffProviders>
  );
}
