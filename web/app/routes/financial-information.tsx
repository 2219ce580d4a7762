import {
  allocationAmount,
  financialDisclaimer,
  formatMillions,
  fundAllocation,
  fundingRounds,
  fundingStages,
  keyMetrics,
  projections,
  scenarios,
} from "../copy/pages/financial";
import { pageMeta } from "../shell/meta";
import { Badge } from "../ui/badge";
import { Card } from "../ui/card";
import { PageHeader } from "../ui/page-header";
import { Progress } from "../ui/progress";
import { statusTone } from "../ui/tones";
import { DocumentDownloadButton } from "./page-parts/download-button";
import { PageSection } from "./page-parts/page-section";
import { publicRoute } from "./page-parts/public-route";
import { HeaderCells, ScrollTable } from "./page-parts/scroll-table";

const PATH = "/financial-information";
export const meta = () => pageMeta(PATH);
const route = publicRoute(PATH);

const cell = "px-4 py-3";

export default function FinancialInformationPage() {
  return (
    <>
      <PageHeader title={route.title} intro={route.description}>
        <div className="mt-6">
          <DocumentDownloadButton
            label="Download Financial Projections"
            format="pdf"
            load={() => import("../downloads/company-documents").then((m) => m.financialProjections())}
          />
        </div>
      </PageHeader>
      <PageSection id="key-metrics" title="Key metrics">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {keyMetrics.map((m) => (
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
      <PageSection id="projections" title="Ten-year projections" intro={financialDisclaimer} tinted>
        <ScrollTable caption="Projections 2025-2034, in millions of US dollars">
          <HeaderCells labels={["Year", "Revenue", "Expenses", "Net income", "Stage"]} />
          <tbody className="divide-y divide-slate-200">
            {projections.map((r) => (
              <tr key={r.year}>
                <th scope="row" className={`${cell} font-semibold text-slate-900`}>
                  {r.year}
                </th>
                <td className={cell}>{formatMillions(r.revenue)}</td>
                <td className={cell}>{formatMillions(r.expenses)}</td>
                <td className={`${cell} font-medium ${r.netIncome < 0 ? "text-red-700" : "text-green-800"}`}>
                  {formatMillions(r.netIncome)}
                </td>
                <td className={`${cell} text-slate-700`}>{r.stage}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </PageSection>
      <PageSection id="funding" title="Funding">
        <div className="grid gap-8 lg:grid-cols-2">
          <ScrollTable caption="Funding rounds" minWidth="30rem">
            <HeaderCells labels={["Round", "Amount", "Date", "Investors"]} />
            <tbody className="divide-y divide-slate-200">
              {fundingRounds.map((r) => (
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
            <h3 className="text-lg font-semibold text-slate-900">Funding stages</h3>
            <ul className="mt-4 space-y-4">
              {fundingStages.map((s) => (
                <li key={s.stage} className="rounded-xl border border-slate-200 bg-white p-4">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-semibold text-slate-900">
                      {s.stage} <span className="font-normal text-slate-600">{s.amount}</span>
                    </span>
                    <Badge tone={statusTone(s.status)}>{s.status}</Badge>
                  </div>
                  <div className="mt-3 flex items-center gap-3">
                    <Progress value={s.progress} label={`${s.stage} ${s.amount} progress`} />
                    <span className="w-12 text-right text-sm font-semibold text-slate-700">{s.progress}%</span>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </PageSection>
      <PageSection id="scenarios" title="Scenarios" tinted>
        <ul className="grid gap-6 md:grid-cols-3">
          {scenarios.map((s) => (
            <li key={s.title}>
              <Card className="h-full">
                <h3 className="text-lg font-semibold text-slate-900">{s.title}</h3>
                <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
                  <div>
                    <dt className="text-slate-600">Market penetration</dt>
                    <dd className="text-xl font-bold text-accent-800">{s.marketPenetration}%</dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">Probability</dt>
                    <dd className="text-xl font-bold text-accent-800">{s.probability}%</dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">Peak revenue</dt>
                    <dd className="font-semibold text-slate-900">{s.peakRevenue}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">Timeline</dt>
                    <dd className="font-semibold text-slate-900">{s.timeline}</dd>
                  </div>
                </dl>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="use-of-funds" title="Use of funds">
        <ScrollTable caption="Planned use of the Series A proceeds" minWidth="20rem">
          <HeaderCells labels={["Category", "Share", "Amount"]} />
          <tbody className="divide-y divide-slate-200">
            {fundAllocation.map((u) => (
              <tr key={u.category}>
                <th scope="row" className={`${cell} font-medium text-slate-900`}>
                  {u.category}
                </th>
                <td className={cell}>{u.percent}%</td>
                <td className={cell}>{allocationAmount(u.percent)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </PageSection>
    </>
  );
}
