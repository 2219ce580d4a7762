import { regulatoryUpdates } from "../../copy/pages/regulatory";
import { pageMeta } from "../../shell/meta";
import { Badge } from "../../ui/badge";
import { PageHeader } from "../../ui/page-header";
import { DocumentDownloadButton } from "../page-parts/download-button";
import { PageSection } from "../page-parts/page-section";
import { publicRoute } from "../page-parts/public-route";
import { ComplianceCard, ContactCard, MilestonesCard, StrategyCard } from "./status-cards";
import { UpdateCard } from "./update-card";

const PATH = "/regulatory-updates";
export const meta = () => pageMeta(PATH);
const route = publicRoute(PATH);

export default function RegulatoryUpdatesPage() {
  return (
    <>
      <PageHeader title={route.title} intro={route.description}>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Badge tone="accent">{regulatoryUpdates.length} active updates</Badge>
          <DocumentDownloadButton
            label="Download Regulatory Summary"
            format="pdf"
            load={() => import("../../downloads/disclosure-documents").then((m) => m.regulatorySummary())}
          />
        </div>
      </PageHeader>
      <PageSection id="updates" title="Latest updates">
        <div className="grid gap-8 lg:grid-cols-3">
          <ul className="space-y-4 lg:col-span-2">
            {regulatoryUpdates.map((u) => (
              <li key={u.title}>
                <UpdateCard update={u} />
              </li>
            ))}
          </ul>
          <div className="space-y-6">
            <MilestonesCard />
            <ContactCard />
          </div>
        </div>
      </PageSection>
      <PageSection id="compliance" title="Compliance and strategy" tinted>
        <div className="grid gap-6 lg:grid-cols-2">
          <ComplianceCard />
          <StrategyCard />
        </div>
      </PageSection>
    </>
  );
}
