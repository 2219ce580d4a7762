import { pageData } from "../published/load-context";
import { pageMeta } from "../shell/meta";
import type { Route } from "./+types/privacy-policy";
import { LegalPage } from "./page-parts/legal-page";

export const loader = ({ context }: Route.LoaderArgs) => pageData(context, "privacy-policy");
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta("/privacy-policy", loaderData);

export default function PrivacyPolicyPage({ loaderData: { page } }: Route.ComponentProps) {
  return <LegalPage page={page} />;
}
