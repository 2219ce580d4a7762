import { API_PATHS } from "@helixmap/common/api-paths";
import { snapshotFrom } from "../../published/load-context";
import { staffMeta } from "../../shell/meta";
import type { Route } from "./+types/confirm";
import { TokenActionScreen } from "../../subscriptions/token-action-screen";

/** Rendered at each deploy like the public pages, so the header and footer show the site settings. */
export const loader = ({ context }: Route.LoaderArgs) => ({ site: snapshotFrom(context).site });

export const meta = () => staffMeta("Confirm Press-Release Alerts");

export default function ConfirmPressAlertsRoute() {
  return (
    <TokenActionScreen
      path={API_PATHS.pressAlerts.confirm}
      prompt="Press the button to confirm that you want an e-mail when we publish a press release."
      action="Confirm my subscription"
      title="Confirm press-release alerts"
      pending="Confirming your subscription"
      success="Thank you: your subscription is confirmed. You will receive an e-mail when we publish a press release."
      missing="This confirmation link is incomplete. Please subscribe again from the Press Releases page."
    />
  );
}
