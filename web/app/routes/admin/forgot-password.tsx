import { staffMeta } from "../../shell/meta";
import { ForgotPasswordScreen } from "../../staff/auth/forgot-password-screen";
import { StaffProviders } from "../../staff/staff-providers";

export const meta = () => staffMeta("Reset Password");

export default function ForgotPasswordRoute() {
  return (
    <StaffProviders>
      <ForgotPasswordScreen />
    </StaffProviders>
  );
}
