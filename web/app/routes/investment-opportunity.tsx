import { findPublicRoute } from "@helixmap/common/routes";
import { pageMeta } from "../shell/meta";
import { PageHeader } from "../ui/page-header";

const PATH = "/investment-opportunity";
export const meta = () => pageMeta(PATH);

export default function InvestmentOpportunityPage() {
  return <PageHeader title="Investment Opportunity" intro={findPublicRoute(PATH)?.description} />;
}
