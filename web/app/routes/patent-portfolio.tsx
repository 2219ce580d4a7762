import { Link } from "react-router";
import { ipStrategy, JURISDICTIONS, patents, trademarks } from "../copy/pages/patents";
import { type PublishedPatent, patentEntries } from "../published/list-entries";
import { snapshotFrom } from "../published/load-context";
import { pageMeta } from "../shell/meta";
import { Badge } from "../ui/badge";
import { Card } from "../ui/card";
import { PageHeader } from "../ui/page-header";
import { importanceTone, statusTone } from "../ui/tones";
import type { Route } from "./+types/patent-portfolio";
import { DocumentDownloadButton } from "./page-parts/download-button";
import { FactList } from "./page-parts/fact-list";
import { PageSection } from "./page-parts/page-section";
import { publicRoute } from "./page-parts/public-route";
import { StatGrid } from "./page-parts/stat-grid";

const PATH = "/patent-portfolio";
export const meta = () => pageMeta(PATH);
const route = publicRoute(PATH);

export function loader({ context }: Route.LoaderArgs) {
  return { published: patentEntries(snapshotFrom(context)) };
}

function PublishedPatentCard({ p }: { p: PublishedPatent }) {
  return (
    <Card>
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        {p.number && <span className="font-mono">{p.number}</span>}
        <Badge tone={statusTone(p.status)}>{p.status}</Badge>
      </div>
      <h3 className="mt-2 text-lg font-semibold text-slate-900">
        <Link to={p.href} className="hover:underline">
          {p.title}
        </Link>
      </h3>
      {p.summary && <p className="mt-2 text-slate-700">{p.summary}</p>}
      {p.filed && <FactList facts={[["Filed", p.filed]]} />}
    </Card>
  );
}

const summaryStats = (publishedCount: number) => [
  { value: String(patents.length + publishedCount), label: "Patent applications" },
  { value: String(trademarks.length), label: "Trademarks" },
  { value: String(JURISDICTIONS.length), label: "Jurisdictions" },
  { value: String(patents.reduce((n, p) => n + p.claims, 0)), label: "Claims filed" },
];

export default function PatentPortfolioPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={route.title} intro={route.description}>
        <div className="mt-8">
          <StatGrid stats={summaryStats(loaderData.published.length)} />
        </div>
      </PageHeader>
      <PageSection id="patents" title="Patent applications">
        <ul className="space-y-4">
          {loaderData.published.map((p) => (
            <li key={p.href}>
              <PublishedPatentCard p={p} />
            </li>
          ))}
          {patents.map((p) => (
            <li key={p.number}>
              <Card>
                <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                  <span className="font-mono">{p.number}</span>
                  <Badge tone={statusTone(p.status)}>{p.status}</Badge>
                  <Badge tone={importanceTone(p.priority)}>{p.priority} priority</Badge>
                </div>
                <h3 className="mt-2 text-lg font-semibold text-slate-900">{p.title}</h3>
                <p className="mt-2 text-slate-700">{p.abstract}</p>
                <FactList
                  facts={[
                    ["Filed", p.filed],
                    ["Inventors", p.inventors.join(", ")],
                    ["Claims", p.claims],
                    ["Territories filed", p.territoryFiled.join(", ")],
                  ]}
                />
                <div className="mt-4">
                  <DocumentDownloadButton
                    label="Download Summary"
                    name={`Download Summary: ${p.title}`}
                    format="pdf"
                    load={() => import("../downloads/disclosure-documents").then((m) => m.patentDocument(p))}
                  />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="trademarks" title="Trademarks" tinted>
        <ul className="grid gap-4 md:grid-cols-2">
          {trademarks.map((t) => (
            <li key={t.number}>
              <Card className="h-full">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="text-lg font-semibold tracking-wide text-slate-900">{t.name}</h3>
                  <Badge tone={statusTone(t.status)}>{t.status}</Badge>
                </div>
                <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-slate-600">Number</dt>
                  <dd className="font-mono text-slate-900">{t.number}</dd>
                  <dt className="text-slate-600">Filed</dt>
                  <dd className="text-slate-900">{t.filed}</dd>
                  <dt className="text-slate-600">Class</dt>
                  <dd className="text-slate-900">{t.class}</dd>
                </dl>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="strategy" title="How we protect the platform">
        <ul className="max-w-3xl list-disc space-y-2 pl-5 text-slate-700">
          {ipStrategy.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
