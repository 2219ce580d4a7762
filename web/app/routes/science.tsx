import { findPublicRoute } from "@helixmap/common/routes";
import { pageMeta } from "../shell/meta";
import { PageHeader } from "../ui/page-header";

const PATH = "/science";
export const meta = () => pageMeta(PATH);

export default function SciencePage() {
  return <PageHeader title="Scientific Foundation" intro={findPublicRoute(PATH)?.description} />;
}
