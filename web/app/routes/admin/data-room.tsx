import { staffMeta } from "../../shell/meta";
import { Dashboard } from "../../staff/dashboard/dashboard";
import { AccessGuard } from "../../staff/guard/access-guard";
import { STAFF_MESSAGES } from "../../staff/messages";
import { StaffProviders } from "../../staff/staff-providers";

export const meta = () => staffMeta("Partner Data Room");

/** /admin/data-room: the dashboard opened on its Data Room tab, where the public pages send partners. */
export default function DataRoomRoute() {
  return (
    <StaffProviders>
      <AccessGuard required="partner" deniedDetail={STAFF_MESSAGES.dashboardDenied}>
        {(user) => <Dashboard user={user} initialTab="data-room" />}
      </AccessGuard>
    </StaffProviders>
  );
}
