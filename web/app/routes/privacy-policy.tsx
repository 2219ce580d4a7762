import { privacyPolicy } from "../copy/pages/legal";
import { pageMeta } from "../shell/meta";
import { LegalPage } from "./page-parts/legal-page";

const PATH = "/privacy-policy";
export const meta = () => pageMeta(PATH);

export default function PrivacyPolicyPage() {
  return <LegalPage doc={privacyPolicy} />;
}
