import { Link } from "react-router";
import { type PatentEntry, patentEntries } from "../published/list-entries";
import { pageData, snapshotFrom } from "../published/load-context";
import { pageMeta } from "../shell/meta";
import { Badge } from "../ui/badge";
import { Card } from "../ui/card";
import { DocumentLink } from "../ui/document-link";
import { PageHeader } from "../ui/page-header";
import { importanceTone, statusTone } from "../ui/tones";
import type { Route } from "./+types/patent-portfolio";
import { FactList } from "./page-parts/fact-list";
import { PageSection } from "./page-parts/page-section";
import { StatGrid } from "./page-parts/stat-grid";

const PATH = "/patent-portfolio";

export function loader({ context }: Route.LoaderArgs) {
  const patents = patentEntries(snapshotFrom(context));
  return { ...pageData(context, "patent-portfolio", patents), patents };
}
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(PATH, loaderData);

type Page = Route.ComponentProps["loaderData"]["page"];

/** The header's figures, counted from the published patents and the page's trademarks. */
const summaryStats = (page: Page, patents: readonly PatentEntry[]) => [
  { value: String(patents.length), label: page.statLabels.patents },
  { value: String(page.trademarks.length), label: page.statLabels.trademarks },
  { value: String(new Set(patents.flatMap((p) => p.territories)).size), label: page.statLabels.jurisdictions },
  { value: String(patents.reduce((n, p) => n + (p.claims ?? 0), 0)), label: page.statLabels.claims },
];

export default function PatentPortfolioPage({ loaderData }: Route.ComponentProps) {
  const { page, patents, documents } = loaderData;
  const labels = page.factLabels;
  return (
    <>
      <PageHeader title={page.title} intro={page.intro}>
        <div className="mt-8">
          <StatGrid stats={summaryStats(page, patents)} />
        </div>
      </PageHeader>
      <PageSection id="patents" title={page.patentsTitle}>
        {patents.length === 0 && <p className="text-slate-700">{page.noPatents}</p>}
        <ul className="space-y-4">
          {patents.map((p) => (
            <li key={p.slug} id={p.slug} className="scroll-mt-24">
              <Card>
                <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                  {p.number && <span className="font-mono">{p.number}</span>}
                  <Badge tone={statusTone(p.status)}>{p.status}</Badge>
                  <Badge tone={importanceTone(p.priority)}>
                    {p.priority} {page.prioritySuffix}
                  </Badge>
                </div>
                <h3 className="mt-2 text-lg font-semibold text-slate-900">
                  <Link to={p.href} className="hover:underline">
                    {p.title}
                  </Link>
                </h3>
                <p className="mt-2 text-slate-700">{p.summary}</p>
                <FactList
                  facts={[
                    [labels.filed, p.filed ?? ""],
                    [labels.inventors, p.inventors.join(", ")],
                    [labels.claims, p.claims ?? ""],
                    [labels.territories, p.territories.join(", ")],
                  ].filter((f): f is [string, string | number] => f[1] !== "")}
                />
                <div className="mt-4">
                  <DocumentLink
                    label={page.downloadLabel}
                    name={`${page.downloadLabel}: ${p.title}`}
                    file={p.document ? documents[p.document] : undefined}
                  />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="trademarks" title={page.trademarksTitle} tinted>
        <ul className="grid gap-4 md:grid-cols-2">
          {page.trademarks.map((t) => (
            <li key={t.number}>
              <Card className="h-full">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="text-lg font-semibold tracking-wide text-slate-900">{t.name}</h3>
                  <Badge tone={statusTone(t.status)}>{t.status}</Badge>
                </div>
                <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-slate-600">{page.trademarkLabels.number}</dt>
                  <dd className="font-mono text-slate-900">{t.number}</dd>
                  <dt className="text-slate-600">{page.trademarkLabels.filed}</dt>
                  <dd className="text-slate-900">{t.filed}</dd>
                  <dt className="text-slate-600">{page.trademarkLabels.class}</dt>
                  <dd className="text-slate-900">{t.class}</dd>
                </dl>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="strategy" title={page.strategyTitle}>
        <ul className="max-w-3xl list-disc space-y-2 pl-5 text-slate-700">
          {page.strategy.map((s) => (
            <li key={s.text}>{s.text}</li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
