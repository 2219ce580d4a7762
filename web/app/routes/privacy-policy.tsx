import { findPublicRoute } from "@helixmap/common/routes";
import { pageMeta } from "../shell/meta";
import { PageHeader } from "../ui/page-header";

const PATH = "/privacy-policy";
export const meta = () => pageMeta(PATH);

export default function PrivacyPolicyPage() {
  return <PageHeader title="Privacy Policy" intro={findPublicRoute(PATH)?.description} />;
}
