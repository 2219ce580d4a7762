import { KeyRound } from "lucide-react";
import { pageData } from "../published/load-context";
import { pageMeta } from "../shell/meta";
import { Badge } from "../ui/badge";
import { Card } from "../ui/card";
import { PageHeader } from "../ui/page-header";
import { httpMethodTone } from "../ui/tones";
import type { Route } from "./+types/developers";
import { PageSection } from "./page-parts/page-section";
import { HeaderCells, ScrollTable } from "./page-parts/scroll-table";
import { SiteDocumentLink } from "./page-parts/site-document-link";

export const loader = ({ context }: Route.LoaderArgs) => pageData(context, "developers");
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta("/developers", loaderData);

export default function DevelopersPage({ loaderData: { page } }: Route.ComponentProps) {
  const columns = page.endpointColumns;
  return (
    <>
      <PageHeader title={page.title} intro={page.description}>
        <p className="mt-4 max-w-3xl rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900">
          {page.notice}
        </p>
        <div className="mt-6">
          <SiteDocumentLink document={page.reference} />
        </div>
      </PageHeader>
      <PageSection id="endpoints" title={page.endpointsTitle}>
        <ScrollTable caption={page.endpointsCaption}>
          <HeaderCells labels={[columns.method, columns.endpoint, columns.description, columns.category]} />
          <tbody className="divide-y divide-slate-200">
            {page.endpoints.map((e) => (
              <tr key={`${e.method} ${e.endpoint}`}>
                <td className="px-4 py-3">
                  <Badge tone={httpMethodTone(e.method)}>{e.method}</Badge>
                </td>
                <th scope="row" className="px-4 py-3 font-mono font-medium text-slate-900">
                  {e.endpoint}
                </th>
                <td className="px-4 py-3 text-slate-700">{e.description}</td>
                <td className="px-4 py-3 text-slate-700">{e.category}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </PageSection>
      <PageSection id="roles" title={page.rolesTitle} tinted>
        <ul className="grid gap-6 md:grid-cols-3">
          {page.roles.map((r) => (
            <li key={r.role}>
              <Card className="h-full">
                <h3 className="text-lg font-semibold text-slate-900">{r.role}</h3>
                <p className="mt-1 text-sm font-medium text-accent-800">{r.access}</p>
                <p className="mt-2 text-sm text-slate-700">{r.description}</p>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="authentication" title={page.authenticationTitle}>
        <div className="grid gap-6 lg:grid-cols-2">
          <Card>
            <h3 className="flex items-center gap-2 font-semibold text-slate-900">
              <KeyRound aria-hidden="true" className="size-5 text-accent-700" />
              {page.authenticationCardTitle}
            </h3>
            <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700">
              {page.authenticationSteps.map((s) => (
                <li key={s.text}>{s.text}</li>
              ))}
            </ol>
          </Card>
          <figure className="min-w-0">
            <pre className="overflow-x-auto rounded-xl bg-slate-900 p-4 text-sm text-slate-100">
              <code>{page.exampleRequest}</code>
            </pre>
            <figcaption className="mt-2 text-sm text-slate-600">{page.exampleCaption}</figcaption>
          </figure>
        </div>
      </PageSection>
    </>
  );
}
