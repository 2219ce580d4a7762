import { Link } from "react-router";
import { pageData } from "../published/load-context";
import { pageMeta } from "../shell/meta";
import { buttonClass } from "../ui/button";
import { Card } from "../ui/card";
import { PageHeader } from "../ui/page-header";
import type { Route } from "./+types/about";
import { MarkdownProse } from "./page-parts/markdown-prose";
import { PageSection } from "./page-parts/page-section";
import { SiteDocumentLink } from "./page-parts/site-document-link";
import { StatGrid } from "./page-parts/stat-grid";

export const loader = ({ context }: Route.LoaderArgs) => pageData(context, "about");
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta("/about", loaderData);

export default function AboutPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={page.title} intro={page.intro}>
        <div className="mt-6">
          <SiteDocumentLink document={page.overview} />
        </div>
      </PageHeader>
      <PageSection id="story" title={page.storyTitle}>
        <MarkdownProse markdown={page.story} />
        <div className="mt-8">
          <StatGrid stats={page.facts} />
        </div>
      </PageSection>
      <PageSection id="mission" title={page.missionTitle} tinted>
        <div className="grid gap-6 md:grid-cols-2">
          <Card>
            <h3 className="text-lg font-semibold text-slate-900">{page.mission.title}</h3>
            <p className="mt-2 text-slate-700">{page.mission.description}</p>
          </Card>
          <Card>
            <h3 className="text-lg font-semibold text-slate-900">{page.vision.title}</h3>
            <p className="mt-2 text-slate-700">{page.vision.description}</p>
          </Card>
        </div>
      </PageSection>
      <PageSection id="approaches" title={page.approachesTitle}>
        <div className="grid gap-6 md:grid-cols-2">
          {page.approaches.map((a) => (
            <Card key={a.title}>
              <h3 className="text-lg font-semibold text-slate-900">{a.title}</h3>
              <p className="mt-2 text-slate-700">{a.description}</p>
            </Card>
          ))}
        </div>
        <Link to={page.platformLink.href} className={buttonClass("ghost", "mt-6")}>
          {page.platformLink.label}
        </Link>
      </PageSection>
      <PageSection id="values" title={page.valuesTitle} tinted>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {page.values.map((v) => (
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
