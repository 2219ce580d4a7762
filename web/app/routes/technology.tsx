import { findPublicRoute } from "@helixmap/common/routes";
import { pageMeta } from "../shell/meta";
import { PageHeader } from "../ui/page-header";

const PATH = "/technology";
export const meta = () => pageMeta(PATH);

export default function TechnologyPage() {
  return <PageHeader title="Technology Platform" intro={findPublicRoute(PATH)?.description} />;
}
