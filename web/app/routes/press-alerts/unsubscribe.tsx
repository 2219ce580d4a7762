import { API_PATHS } from "@helixmap/common/api-paths";
import { PRESS_ALERT_PATHS } from "@helixmap/common/routes";
import { snapshotFrom } from "../../published/load-context";
import type { BreadcrumbHandle } from "../../shell/breadcrumbs";
import { staffMeta } from "../../shell/meta";
import { TokenActionScreen } from "../../subscriptions/token-action-screen";
import type { Route } from "./+types/unsubscribe";

/** Rendered at each deploy like the public pages, so the header and footer show the site settings. */
export const loader = ({ context }: Route.LoaderArgs) => ({ site: snapshotFrom(context).site });

export const handle: BreadcrumbHandle = {
  breadcrumbs: (data) => {
    const label = (data as Awaited<ReturnType<typeof loader>> | undefined)?.site.pressAlerts.unsubscribeCrumb;
    return label ? [{ label, to: PRESS_ALERT_PATHS.unsubscribe }] : [];
  },
};

export const meta = ({ loaderData }: Route.MetaArgs) =>
  staffMeta(loaderData.site.pressAlerts.unsubscribeTitle, loaderData.site.identity.companyName);

export default function UnsubscribePressAlertsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <TokenActionScreen
      path={API_PATHS.pressAlerts.unsubscribe}
      action="unsubscribe"
      words={loaderData.site.pressAlerts}
    />
  );
}
