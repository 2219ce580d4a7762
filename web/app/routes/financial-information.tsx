import { formatMillions, netIncome } from "@helixmap/common/millions";
import { pageData } from "../published/load-context";
import { pageMeta } from "../shell/meta";
import { SiteProgress } from "../shell/site-progress";
import { Badge } from "../ui/badge";
import { Card } from "../ui/card";
import { PageHeader } from "../ui/page-header";
import { statusTone } from "../ui/tones";
import type { Route } from "./+types/financial-information";
import { PageSection } from "./page-parts/page-section";
import { HeaderCells, ScrollTable } from "./page-parts/scroll-table";
import { SiteDocumentLink } from "./page-parts/site-document-link";

export const loader = ({ context }: Route.LoaderArgs) => pageData(context, "financial-information");
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta("/financial-information", loaderData);

const cell = "px-4 py-3";

export default function FinancialInformationPage({ loaderData: { page } }: Route.ComponentProps) {
  const projectionColumns = page.projectionColumns;
  const roundColumns = page.roundColumns;
  const allocationColumns = page.allocationColumns;
  const labels = page.scenarioLabels;
  return (
    <>
      <PageHeader title={page.title} intro={page.description}>
        <div className="mt-6">
          <SiteDocumentLink document={page.projectionsDownload} />
        </div>
      </PageHeader>
      <PageSection id="key-metrics" title={page.keyMetricsTitle}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {page.keyMetrics.map((m) => (
            <li key={m.metric}>
              <Card className="h-full">
                <p className="text-sm text-slate-600">{m.metric}</p>
                <p className="mt-1 text-3xl font-bold text-accent-800">{m.value}</p>
                <p className="mt-1 text-sm text-slate-700">{m.change}</p>
                <p className="text-xs text-slate-500">{m.period}</p>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="projections" title={page.projectionsTitle} intro={page.disclaimer} tinted>
        <ScrollTable caption={page.projectionsCaption}>
          <HeaderCells
            labels={[
              projectionColumns.year,
              projectionColumns.revenue,
              projectionColumns.expenses,
              projectionColumns.netIncome,
              projectionColumns.stage,
            ]}
          />
          <tbody className="divide-y divide-slate-200">
            {page.projections.map((r) => (
              <tr key={r.year}>
                <th scope="row" className={`${cell} font-semibold text-slate-900`}>
                  {r.year}
                </th>
                <td className={cell}>{formatMillions(r.revenue)}</td>
                <td className={cell}>{formatMillions(r.expenses)}</td>
                <td className={`${cell} font-medium ${netIncome(r) < 0 ? "text-red-700" : "text-green-800"}`}>
                  {formatMillions(netIncome(r))}
                </td>
                <td className={`${cell} text-slate-700`}>{r.stage}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </PageSection>
      <PageSection id="funding" title={page.fundingTitle}>
        <div className="grid gap-8 lg:grid-cols-2">
          <ScrollTable caption={page.roundsCaption} minWidth="30rem">
            <HeaderCells
              labels={[roundColumns.round, roundColumns.amount, roundColumns.date, roundColumns.investors]}
            />
            <tbody className="divide-y divide-slate-200">
              {page.rounds.map((r) => (
                <tr key={r.round}>
                  <th scope="row" className={`${cell} font-semibold text-slate-900`}>
                    {r.round}
                  </th>
                  <td className={cell}>{r.amount}</td>
                  <td className={cell}>{r.date}</td>
                  <td className={`${cell} text-slate-700`}>{r.investors}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          <div>
            <h3 className="text-lg font-semibold text-slate-900">{page.stagesTitle}</h3>
            <ul className="mt-4 space-y-4">
              {page.stages.map((s) => (
                <li key={s.stage} className="rounded-xl border border-slate-200 bg-white p-4">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-semibold text-slate-900">
                      {s.stage} <span className="font-normal text-slate-600">{s.amount}</span>
                    </span>
                    <Badge tone={statusTone(s.status)}>{s.status}</Badge>
                  </div>
                  <div className="mt-3 flex items-center gap-3">
                    <SiteProgress value={s.progress} name={`${s.stage} ${s.amount}`} />
                    <span className="w-12 text-right text-sm font-semibold text-slate-700">{s.progress}%</span>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </PageSection>
      <PageSection id="scenarios" title={page.scenariosTitle} tinted>
        <ul className="grid gap-6 md:grid-cols-3">
          {page.scenarios.map((s) => (
            <li key={s.title}>
              <Card className="h-full">
                <h3 className="text-lg font-semibold text-slate-900">{s.title}</h3>
                <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
                  <div>
                    <dt className="text-slate-600">{labels.marketPenetration}</dt>
                    <dd className="text-xl font-bold text-accent-800">{s.marketPenetration}%</dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">{labels.probability}</dt>
                    <dd className="text-xl font-bold text-accent-800">{s.probability}%</dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">{labels.peakRevenue}</dt>
                    <dd className="font-semibold text-slate-900">{s.peakRevenue}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">{labels.timeline}</dt>
                    <dd className="font-semibold text-slate-900">{s.timeline}</dd>
                  </div>
                </dl>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="use-of-funds" title={page.useOfFundsTitle}>
        <ScrollTable caption={page.allocationCaption} minWidth="20rem">
          <HeaderCells labels={[allocationColumns.category, allocationColumns.share, allocationColumns.amount]} />
          <tbody className="divide-y divide-slate-200">
            {page.allocation.map((u) => (
              <tr key={u.category}>
                <th scope="row" className={`${cell} font-medium text-slate-900`}>
                  {u.category}
                </th>
                <td className={cell}>{u.percent}%</td>
                <td className={cell}>{u.amount}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </PageSection>
    </>
  );
}
