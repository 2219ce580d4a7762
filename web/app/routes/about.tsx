import { Link } from "react-router";
import {
  aboutApproaches,
  aboutFacts,
  aboutIntro,
  aboutMission,
  aboutStory,
  aboutValues,
  aboutVision,
} from "../copy/pages/about";
import { pageMeta } from "../shell/meta";
import { buttonClass } from "../ui/button";
import { Card } from "../ui/card";
import { PageHeader } from "../ui/page-header";
import { DocumentDownloadButton } from "./page-parts/download-button";
import { PageSection } from "./page-parts/page-section";
import { Prose } from "./page-parts/prose";
import { publicRoute } from "./page-parts/public-route";
import { StatGrid } from "./page-parts/stat-grid";

const PATH = "/about";
export const meta = () => pageMeta(PATH);
const route = publicRoute(PATH);

export default function AboutPage() {
  return (
    <>
      <PageHeader title={route.title} intro={aboutIntro}>
        <div className="mt-6">
          <DocumentDownloadButton
            label="Download Company Overview"
            format="pdf"
            load={() => import("../downloads/company-documents").then((m) => m.companyOverview())}
          />
        </div>
      </PageHeader>
      <PageSection id="story" title="Our story">
        <Prose paragraphs={aboutStory} />
        <div className="mt-8">
          <StatGrid stats={aboutFacts} />
        </div>
      </PageSection>
      <PageSection id="mission" title="Mission and vision" tinted>
        <div className="grid gap-6 md:grid-cols-2">
          <Card>
            <h3 className="text-lg font-semibold text-slate-900">Mission</h3>
            <p className="mt-2 text-slate-700">{aboutMission}</p>
          </Card>
          <Card>
            <h3 className="text-lg font-semibold text-slate-900">Vision</h3>
            <p className="mt-2 text-slate-700">{aboutVision}</p>
          </Card>
        </div>
      </PageSection>
      <PageSection id="approaches" title="Two approaches">
        <div className="grid gap-6 md:grid-cols-2">
          {aboutApproaches.map((a) => (
            <Card key={a.title}>
              <h3 className="text-lg font-semibold text-slate-900">{a.title}</h3>
              <p className="mt-2 text-slate-700">{a.description}</p>
            </Card>
          ))}
        </div>
        <Link to="/technology" className={buttonClass("ghost", "mt-6")}>
          How the platform works
        </Link>
      </PageSection>
      <PageSection id="values" title="How we work" tinted>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {aboutValues.map((v) => (
            <li key={v.title}>
              <Card className="h-full">
                <h3 className="font-semibold text-slate-900">{v.title}</h3>
                <p className="mt-2 text-sm text-slate-700">{v.description}</p>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
