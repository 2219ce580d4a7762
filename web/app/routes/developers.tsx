import { KeyRound } from "lucide-react";
import { apiEndpoints, apiRoles, authenticationSteps, developerNotice, exampleRequest } from "../copy/pages/developers";
import { pageMeta } from "../shell/meta";
import { Badge } from "../ui/badge";
import { Card } from "../ui/card";
import { PageHeader } from "../ui/page-header";
import { httpMethodTone } from "../ui/tones";
import { DocumentDownloadButton } from "./page-parts/download-button";
import { PageSection } from "./page-parts/page-section";
import { publicRoute } from "./page-parts/public-route";
import { HeaderCells, ScrollTable } from "./page-parts/scroll-table";

const PATH = "/developers";
export const meta = () => pageMeta(PATH);
const route = publicRoute(PATH);

export default function DevelopersPage() {
  return (
    <>
      <PageHeader title={route.title} intro={route.description}>
        <p className="mt-4 max-w-3xl rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900">
          {developerNotice}
        </p>
        <div className="mt-6">
          <DocumentDownloadButton
            label="Download API Reference"
            format="txt"
            load={() => import("../downloads/company-documents").then((m) => m.apiReference())}
          />
        </div>
      </PageHeader>
      <PageSection id="endpoints" title="Endpoints">
        <ScrollTable caption="Documented partner API endpoints">
          <HeaderCells labels={["Method", "Endpoint", "Description", "Category"]} />
          <tbody className="divide-y divide-slate-200">
            {apiEndpoints.map((e) => (
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
      <PageSection id="roles" title="Roles" tinted>
        <ul className="grid gap-6 md:grid-cols-3">
          {apiRoles.map((r) => (
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
      <PageSection id="authentication" title="Authentication">
        <div className="grid gap-6 lg:grid-cols-2">
          <Card>
            <h3 className="flex items-center gap-2 font-semibold text-slate-900">
              <KeyRound aria-hidden="true" className="size-5 text-accent-700" />
              JWT tokens and role-based access
            </h3>
            <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700">
              {authenticationSteps.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
          </Card>
          <figure className="min-w-0">
            <pre className="overflow-x-auto rounded-xl bg-slate-900 p-4 text-sm text-slate-100">
              <code>{exampleRequest}</code>
            </pre>
            <figcaption className="mt-2 text-sm text-slate-600">An example sign-in exchange.</figcaption>
          </figure>
        </div>
      </PageSection>
    </>
  );
}
