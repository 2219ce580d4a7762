import { staffMeta } from "../../shell/meta";
import { AccountScreen } from "../../staff/account/account-screen";
import { useMe } from "../../staff/account/me";
import { AccessGuard } from "../../staff/guard/access-guard";
import { StaffProviders } from "../../staff/staff-providers";

export const meta = () => staffMeta("Your account");

/** /admin/account: every signed-in person, including an administrator who still has to enrol. */
export default function AccountRoute() {
  return (
    <StaffProviders>
      <AccessGuard required="public" allowBeforeEnrolment>
        {() => <CurrentAccount />}
      </AccessGuard>
    </StaffProviders>
  );
}

function CurrentAccount() {
  const me = useMe();
  return me.data ? <AccountScreen me={me.data} /> : null;
}
