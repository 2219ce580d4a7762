import { API_PATHS } from "@helixmap/common/api-paths";
import { staffMeta } from "../../shell/meta";
import { TokenActionScreen } from "../../subscriptions/token-action-screen";

export const meta = () => staffMeta("Unsubscribe from Press-Release Alerts");

export default function UnsubscribePressAlertsRoute() {
  return (
    <TokenActionScreen
      path={API_PATHS.pressAlerts.unsubscribe}
      prompt="Press the button to stop press-release alerts and delete your address."
      action="Unsubscribe me"
      title="Unsubscribe from press-release alerts"
      pending="Unsubscribing"
      success="You are unsubscribed and your address has been deleted. You will receive no further alerts."
      missing="This unsubscribe link is incomplete. Use the link from your most recent alert."
    />
  );
}
