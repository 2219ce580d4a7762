import { staffMeta } from "../../shell/meta";
import { Dashboard } from "../../staff/dashboard/dashboard";
import { AccessGuard } from "../../staff/guard/access-guard";
import { STAFF_MESSAGES } from "../../staff/messages";
import { StaffProviders } from "../../staff/staff-providers";

export const meta = () => staffMeta("Media Library");

/** /admin/media: the dashboard opened on its Media tab (partners read, administrators manage). */
export default function MediaRoute() {
  return (
    <StaffProviders>
      <AccessGuard required="partner" deniedDetail={STAFF_MESSAGES.dashboardDenied}>
        {(user) => <Dashboard user={user} initialTab="media" />}
      </AccessGuard>
    </StaffProviders>
  );
}
