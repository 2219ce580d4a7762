import { findPublicRoute } from "@helixmap/common/routes";
import { pageMeta } from "../shell/meta";
import { PageHeader } from "../ui/page-header";

const PATH = "/developers";
export const meta = () => pageMeta(PATH);

export default function DevelopersPage() {
  return <PageHeader title="Developer Portal" intro={findPublicRoute(PATH)?.description} />;
}
