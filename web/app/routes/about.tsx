import { findPublicRoute } from "@helixmap/common/routes";
import { pageMeta } from "../shell/meta";
import { PageHeader } from "../ui/page-header";

const PATH = "/about";
export const meta = () => pageMeta(PATH);

export default function AboutPage() {
  return <PageHeader title="About" intro={findPublicRoute(PATH)?.description} />;
}
