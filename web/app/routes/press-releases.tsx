import { findPublicRoute } from "@helixmap/common/routes";
import { pageMeta } from "../shell/meta";
import { PageHeader } from "../ui/page-header";

const PATH = "/press-releases";
export const meta = () => pageMeta(PATH);

export default function PressReleasesPage() {
  return <PageHeader title="Press Releases" intro={findPublicRoute(PATH)?.description} />;
}
