import { Check } from "lucide-react";
import { Link } from "react-router";
import {
  approaches,
  deliverySystems,
  pipelineSteps,
  platformOverview,
  platformStats,
  technologyIntro,
} from "../copy/pages/technology";
import { pageMeta } from "../shell/meta";
import { buttonClass } from "../ui/button";
import { Card } from "../ui/card";
import { PageHeader } from "../ui/page-header";
import { DocumentDownloadButton } from "./page-parts/download-button";
import { PageSection } from "./page-parts/page-section";
import { Prose } from "./page-parts/prose";
import { publicRoute } from "./page-parts/public-route";
import { StatGrid } from "./page-parts/stat-grid";

const PATH = "/technology";
export const meta = () => pageMeta(PATH);
const route = publicRoute(PATH);

export default function TechnologyPage() {
  return (
    <>
      <PageHeader title={route.title} intro={technologyIntro}>
        <div className="mt-6">
          <DocumentDownloadButton
            label="Download Technology Overview"
            format="pdf"
            load={() => import("../downloads/company-documents").then((m) => m.technologyOverview())}
          />
        </div>
      </PageHeader>
      <PageSection id="platform" title="The platform">
        <StatGrid stats={platformStats} />
        <Prose paragraphs={platformOverview} className="mt-8" />
      </PageSection>
      <PageSection id="approaches" title="Two therapeutic approaches" tinted>
        <div className="grid gap-6 md:grid-cols-2">
          {approaches.map((a) => (
            <Card key={a.title}>
              <h3 className="text-lg font-semibold text-slate-900">{a.title}</h3>
              <p className="mt-2 text-slate-700">{a.summary}</p>
              <ul className="mt-4 space-y-2">
                {a.points.map((p) => (
                  <li key={p} className="flex gap-2 text-sm text-slate-700">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
                    {p}
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      </PageSection>
      <PageSection id="pipeline" title="From map to medicine">
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {pipelineSteps.map((s, i) => (
            <li key={s.title}>
              <Card className="h-full">
                <span aria-hidden="true" className="text-sm font-semibold text-accent-700">
                  Step {i + 1}
                </span>
                <h3 className="mt-1 font-semibold text-slate-900">{s.title}</h3>
                <p className="mt-2 text-sm text-slate-700">{s.description}</p>
              </Card>
            </li>
          ))}
        </ol>
      </PageSection>
      <PageSection id="delivery" title="Delivery systems under evaluation" tinted>
        <ul className="grid gap-4 sm:grid-cols-2">
          {deliverySystems.map((d) => (
            <li key={d.name} className="rounded-lg border border-slate-200 bg-white p-4">
              <h3 className="font-semibold text-slate-900">{d.name}</h3>
              <p className="mt-1 text-sm text-slate-700">{d.use}</p>
            </li>
          ))}
        </ul>
        <Link to="/science" className={buttonClass("ghost", "mt-6")}>
          Read the scientific foundation
        </Link>
      </PageSection>
    </>
  );
}
