import { findPublicRoute } from "@helixmap/common/routes";
import { pageMeta } from "../shell/meta";
import { PageHeader } from "../ui/page-header";

const PATH = "/regulatory-updates";
export const meta = () => pageMeta(PATH);

export default function RegulatoryUpdatesPage() {
  return <PageHeader title="Regulatory Updates" intro={findPublicRoute(PATH)?.description} />;
}
