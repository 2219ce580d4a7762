import { findPublicRoute } from "@helixmap/common/routes";
import { pageMeta } from "../shell/meta";
import { PageHeader } from "../ui/page-header";

const PATH = "/sec-filings";
export const meta = () => pageMeta(PATH);

export default function SecFilingsPage() {
  return <PageHeader title="SEC Filings" intro={findPublicRoute(PATH)?.description} />;
}
