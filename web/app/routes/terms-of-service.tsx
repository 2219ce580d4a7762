import { pageData } from "../published/load-context";
import { pageMeta } from "../shell/meta";
import type { Route } from "./+types/terms-of-service";
import { LegalPage } from "./page-parts/legal-page";

export const loader = ({ context }: Route.LoaderArgs) => pageData(context, "terms-of-service");
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta("/terms-of-service", loaderData);

export default function TermsOfServicePage({ loaderData: { page } }: Route.ComponentProps) {
  return <LegalPage page={page} />;
}
