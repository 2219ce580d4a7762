import { staffMeta } from "../../shell/meta";
import { ConfirmScreen } from "../../staff/auth/confirm-screen";
import { StaffProviders } from "../../staff/staff-providers";

export const meta = () => staffMeta("Confirm Email");

export default function ConfirmRoute() {
  return (
    <StaffProviders>
      <ConfirmScreen />
    </StaffProviders>
  );
}
