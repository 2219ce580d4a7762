import { regulatoryUpdateEntries } from "../../published/list-entries";
import { pageData, snapshotFrom } from "../../published/load-context";
import { pageMeta } from "../../shell/meta";
import { Badge } from "../../ui/badge";
import { PageHeader } from "../../ui/page-header";
import { PageSection } from "../page-parts/page-section";
import { SiteDocumentLink } from "../page-parts/site-document-link";
import type { Route } from "./+types/index";
import { ComplianceCard, ContactCard, MilestonesCard, StrategyCard } from "./status-cards";
import { UpdateCard } from "./update-card";

const PATH = "/regulatory-updates";

export function loader({ context }: Route.LoaderArgs) {
  return { ...pageData(context, "regulatory-updates"), updates: regulatoryUpdateEntries(snapshotFrom(context)) };
}
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(PATH, loaderData);

export default function RegulatoryUpdatesPage({ loaderData }: Route.ComponentProps) {
  const { page, site, updates } = loaderData;
  return (
    <>
      <PageHeader title={page.title} intro={page.intro}>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Badge tone="accent">
            {updates.length} {page.activeUpdates}
          </Badge>
          <SiteDocumentLink document={page.summary} />
        </div>
      </PageHeader>
      <PageSection id="updates" title={page.updatesTitle}>
        <div className="grid gap-8 lg:grid-cols-3">
          <div className="lg:col-span-2">
            {updates.length === 0 && <p className="text-slate-700">{page.noUpdates}</p>}
            <ul className="space-y-4">
              {updates.map((u) => (
                <li key={u.slug} id={u.slug} className="scroll-mt-24">
                  <UpdateCard update={u} labels={page.updateLabels} />
                </li>
              ))}
            </ul>
          </div>
          <div className="space-y-6">
            <MilestonesCard page={page} />
            <ContactCard contact={page.contact} email={site.contact.regulatoryEmail} />
          </div>
        </div>
      </PageSection>
      <PageSection id="compliance" title={page.complianceSectionTitle} tinted>
        <div className="grid gap-6 lg:grid-cols-2">
          <ComplianceCard page={page} />
          <StrategyCard page={page} />
        </div>
      </PageSection>
    </>
  );
}
