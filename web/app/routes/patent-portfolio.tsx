import { findPublicRoute } from "@helixmap/common/routes";
import { pageMeta } from "../shell/meta";
import { PageHeader } from "../ui/page-header";

const PATH = "/patent-portfolio";
export const meta = () => pageMeta(PATH);

export default function PatentPortfolioPage() {
  return <PageHeader title="Patent Portfolio" intro={findPublicRoute(PATH)?.description} />;
}
