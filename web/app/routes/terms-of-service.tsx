import { termsOfService } from "../copy/pages/legal";
import { pageMeta } from "../shell/meta";
import { LegalPage } from "./page-parts/legal-page";

const PATH = "/terms-of-service";
export const meta = () => pageMeta(PATH);

export default function TermsOfServicePage() {
  return <LegalPage doc={termsOfService} />;
}
