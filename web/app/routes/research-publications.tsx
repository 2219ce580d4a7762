import { findPublicRoute } from "@helixmap/common/routes";
import { pageMeta } from "../shell/meta";
import { PageHeader } from "../ui/page-header";

const PATH = "/research-publications";
export const meta = () => pageMeta(PATH);

export default function ResearchPublicationsPage() {
  return <PageHeader title="Research Publications" intro={findPublicRoute(PATH)?.description} />;
}
