import { documentFacts } from "@helixmap/common/media/document-facts";
import { Building2 } from "lucide-react";
import { Link } from "react-router";
import { secFilingEntries } from "../published/list-entries";
import { pageData, snapshotFrom } from "../published/load-context";
import { pageMeta } from "../shell/meta";
import { Badge } from "../ui/badge";
import { Card } from "../ui/card";
import { DocumentLink } from "../ui/document-link";
import { PageHeader } from "../ui/page-header";
import { statusTone } from "../ui/tones";
import type { Route } from "./+types/sec-filings";
import { FeedLink, feedLinkMeta } from "./page-parts/feed-link";
import { PageSection } from "./page-parts/page-section";
import { HeaderCells, ScrollTable } from "./page-parts/scroll-table";

const PATH = "/sec-filings";

export function loader({ context }: Route.LoaderArgs) {
  const filings = secFilingEntries(snapshotFrom(context));
  return { ...pageData(context, "sec-filings", filings), filings };
}
export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(PATH, loaderData),
  ...feedLinkMeta("sec-filings", loaderData),
];

const cell = "px-4 py-3";

export default function SecFilingsPage({ loaderData }: Route.ComponentProps) {
  const { page, filings, documents } = loaderData;
  const { columns } = page;
  return (
    <>
      <PageHeader title={page.title} intro={page.intro} />
      <PageSection id="filings" title={page.filingsTitle} actions={<FeedLink feed="sec-filings" title={page.title} />}>
        {filings.length === 0 ? (
          <p className="text-slate-700">{page.noFilings}</p>
        ) : (
          <ScrollTable caption={page.tableCaption} minWidth="44rem">
            <HeaderCells
              labels={[columns.form, columns.description, columns.date, columns.size, columns.status, columns.download]}
            />
            <tbody className="divide-y divide-slate-200">
              {filings.map((f) => (
                <tr key={f.slug} id={f.slug} className="scroll-mt-24">
                  <th scope="row" className={`${cell} font-semibold whitespace-nowrap text-slate-900`}>
                    <Link to={f.href} className="hover:underline">
                      {f.form}
                    </Link>
                  </th>
                  <td className={`${cell} text-slate-700`}>{f.summary}</td>
                  <td className={`${cell} whitespace-nowrap`}>{f.date}</td>
                  {/* The stored file's own pages and size once there is one; until then, the size staff typed. */}
                  <td className={`${cell} whitespace-nowrap`}>
                    {f.document && documents[f.document] ? documentFacts(documents[f.document]!) : f.fileSize}
                  </td>
                  <td className={cell}>
                    <Badge tone={statusTone(f.status)}>{f.status}</Badge>
                  </td>
                  <td className={cell}>
                    <DocumentLink
                      label={page.downloadLabel}
                      name={`${page.downloadLabel} ${f.form}`}
                      file={f.document ? documents[f.document] : undefined}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </PageSection>
      <PageSection id="corporate-information" title={page.corporateTitle} tinted>
        <Card className="max-w-3xl">
          <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Building2 aria-hidden="true" className="size-5 text-accent-700" />
            {page.corporateName}
          </h3>
          <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
            {page.corporateFacts.map((fact) => (
              <div key={fact.label} className="contents">
                <dt className="text-sm font-medium text-slate-600">{fact.label}</dt>
                <dd className="text-slate-900">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </PageSection>
    </>
  );
}
