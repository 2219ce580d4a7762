import { findPublicRoute } from "@helixmap/common/routes";
import { pageMeta } from "../shell/meta";
import { PageHeader } from "../ui/page-header";

const PATH = "/terms-of-service";
export const meta = () => pageMeta(PATH);

export default function TermsOfServicePage() {
  return <PageHeader title="Terms of Service" intro={findPublicRoute(PATH)?.description} />;
}
