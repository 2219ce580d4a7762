import { API_PATHS } from "@helixmap/common/api-paths";
import { snapshotFrom } from "../../published/load-context";
import { staffMeta } from "../../shell/meta";
import type { Route } from "./+types/unsubscribe";
import { TokenActionScreen } from "../../subscriptions/token-action-screen";

/** Rendered at each deploy like the public pages, so the header and footer show the site settings. */
export const loader = ({ context }: Route.LoaderArgs) => ({ site: snapshotFrom(context).site });

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
