import { Check } from "lucide-react";
import { Link } from "react-router";
import { pageData } from "../published/load-context";
import { pageMeta } from "../shell/meta";
import { buttonClass } from "../ui/button";
import { Card } from "../ui/card";
import { PageHeader } from "../ui/page-header";
import type { Route } from "./+types/technology";
import { MarkdownProse } from "./page-parts/markdown-prose";
import { PageSection } from "./page-parts/page-section";
import { SiteDocumentLink } from "./page-parts/site-document-link";
import { StatGrid } from "./page-parts/stat-grid";

export const loader = ({ context }: Route.LoaderArgs) => pageData(context, "technology");
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta("/technology", loaderData);

export default function TechnologyPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={page.title} intro={page.intro}>
        <div className="mt-6">
          <SiteDocumentLink document={page.overview} />
        </div>
      </PageHeader>
      <PageSection id="platform" title={page.platformTitle}>
        <StatGrid stats={page.platformStats} />
        <MarkdownProse markdown={page.platformText} className="mt-8" />
      </PageSection>
      <PageSection id="approaches" title={page.approachesTitle} tinted>
        <div className="grid gap-6 md:grid-cols-2">
          {page.approaches.map((a) => (
            <Card key={a.title}>
              <h3 className="text-lg font-semibold text-slate-900">{a.title}</h3>
              <p className="mt-2 text-slate-700">{a.summary}</p>
              <ul className="mt-4 space-y-2">
                {a.points.map((p) => (
                  <li key={p.text} className="flex gap-2 text-sm text-slate-700">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
                    {p.text}
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      </PageSection>
      <PageSection id="pipeline" title={page.pipelineTitle}>
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {page.pipeline.map((s, i) => (
            <li key={s.title}>
              <Card className="h-full">
                <span aria-hidden="true" className="text-sm font-semibold text-accent-700">
                  {page.stepLabel} {i + 1}
                </span>
                <h3 className="mt-1 font-semibold text-slate-900">{s.title}</h3>
                <p className="mt-2 text-sm text-slate-700">{s.description}</p>
              </Card>
            </li>
          ))}
        </ol>
      </PageSection>
      <PageSection id="delivery" title={page.deliveryTitle} tinted>
        <ul className="grid gap-4 sm:grid-cols-2">
          {page.deliverySystems.map((d) => (
            <li key={d.name} className="rounded-lg border border-slate-200 bg-white p-4">
              <h3 className="font-semibold text-slate-900">{d.name}</h3>
              <p className="mt-1 text-sm text-slate-700">{d.use}</p>
            </li>
          ))}
        </ul>
        <Link to={page.scienceLink.href} className={buttonClass("ghost", "mt-6")}>
          {page.scienceLink.label}
        </Link>
      </PageSection>
    </>
  );
}
