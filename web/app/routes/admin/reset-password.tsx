import { staffMeta } from "../../shell/meta";
import { ResetPasswordScreen } from "../../staff/auth/reset-password-screen";
import { StaffProviders } from "../../staff/staff-providers";

export const meta = () => staffMeta("Choose a New Password");

export default function ResetPasswordRoute() {
  return (
    <StaffProviders>
      <ResetPasswordScreen />
    </StaffProviders>
  );
}
