import { findPublicRoute } from "@helixmap/common/routes";
import { pageMeta } from "../shell/meta";
import { PageHeader } from "../ui/page-header";

const PATH = "/clinical-trials";
export const meta = () => pageMeta(PATH);

export default function ClinicalTrialsPage() {
  return <PageHeader title="Clinical Trials" intro={findPublicRoute(PATH)?.description} />;
}
