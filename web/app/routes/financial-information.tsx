import { findPublicRoute } from "@helixmap/common/routes";
import { pageMeta } from "../shell/meta";
import { PageHeader } from "../ui/page-header";

const PATH = "/financial-information";
export const meta = () => pageMeta(PATH);

export default function FinancialInformationPage() {
  return <PageHeader title="Financial Information" intro={findPublicRoute(PATH)?.description} />;
}
