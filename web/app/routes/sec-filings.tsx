import { Building2 } from "lucide-react";
import { anchorFor } from "../copy/anchors";
import { corporateInfo, corporateInfoLabels, filingsNotice, secFilings } from "../copy/pages/sec-filings";
import { pageMeta } from "../shell/meta";
import { Badge } from "../ui/badge";
import { Card } from "../ui/card";
import { PageHeader } from "../ui/page-header";
import { statusTone } from "../ui/tones";
import { DocumentDownloadButton } from "./page-parts/download-button";
import { FeedLink, feedLinkMeta } from "./page-parts/feed-link";
import { PageSection } from "./page-parts/page-section";
import { publicRoute } from "./page-parts/public-route";
import { HeaderCells, ScrollTable } from "./page-parts/scroll-table";

const PATH = "/sec-filings";
export const meta = () => [...pageMeta(PATH), feedLinkMeta("sec-filings")];
const route = publicRoute(PATH);

const cell = "px-4 py-3";
const infoKeys = Object.keys(corporateInfoLabels) as (keyof typeof corporateInfo)[];

export default function SecFilingsPage() {
  return (
    <>
      <PageHeader title={route.title} intro={filingsNotice} />
      <PageSection id="filings" title="Filings" actions={<FeedLink feed="sec-filings" />}>
        <ScrollTable caption="Filings, newest first" minWidth="44rem">
          <HeaderCells labels={["Form", "Description", "Date", "Size", "Status", "Download"]} />
          <tbody className="divide-y divide-slate-200">
            {secFilings.map((f) => (
              <tr key={f.form} id={anchorFor(`${f.form} ${f.date}`)} className="scroll-mt-24">
                <th scope="row" className={`${cell} font-semibold whitespace-nowrap text-slate-900`}>
                  {f.form}
                </th>
                <td className={`${cell} text-slate-700`}>{f.description}</td>
                <td className={`${cell} whitespace-nowrap`}>{f.date}</td>
                <td className={`${cell} whitespace-nowrap`}>{f.size}</td>
                <td className={cell}>
                  <Badge tone={statusTone(f.status)}>{f.status}</Badge>
                </td>
                <td className={cell}>
                  <DocumentDownloadButton
                    label="Download"
                    name={`Download ${f.form}`}
                    format="pdf"
                    disabled={f.status === "Pending"}
                    load={() => import("../downloads/disclosure-documents").then((m) => m.filingDocument(f))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </PageSection>
      <PageSection id="corporate-information" title="Corporate information" tinted>
        <Card className="max-w-3xl">
          <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Building2 aria-hidden="true" className="size-5 text-accent-700" />
            {corporateInfo.legalName}
          </h3>
          <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
            {infoKeys.map((key) => (
              <div key={key} className="contents">
                <dt className="text-sm font-medium text-slate-600">{corporateInfoLabels[key]}</dt>
                <dd className="text-slate-900">{corporateInfo[key]}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </PageSection>
    </>
  );
}
