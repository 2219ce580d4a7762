import { dateSortKey } from "@helixmap/common/publishing";
import { Link } from "react-router";
import { anchorFor } from "../copy/anchors";
import { conferences, type Publication, publications } from "../copy/pages/publications";
import { type PublishedPublication, publicationEntries } from "../published/list-entries";
import { snapshotFrom } from "../published/load-context";
import { pageMeta } from "../shell/meta";
import { Badge } from "../ui/badge";
import { Card } from "../ui/card";
import { PageHeader } from "../ui/page-header";
import { importanceTone, statusTone } from "../ui/tones";
import type { Route } from "./+types/research-publications";
import { DocumentDownloadButton } from "./page-parts/download-button";
import { EventCard } from "./page-parts/event-card";
import { FeedLink, feedLinkMeta } from "./page-parts/feed-link";
import { PageSection } from "./page-parts/page-section";
import { publicRoute } from "./page-parts/public-route";

const PATH = "/research-publications";
export const meta = () => [...pageMeta(PATH), feedLinkMeta("research-publications")];
const route = publicRoute(PATH);

export function loader({ context }: Route.LoaderArgs) {
  return { published: publicationEntries(snapshotFrom(context)) };
}

type ListedPublication = { builtIn: Publication } | { published: PublishedPublication };

function PublishedPublicationCard({ p }: { p: PublishedPublication }) {
  return (
    <Card>
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <span>{p.date}</span>
        <Badge tone={statusTone(p.status)}>{p.status}</Badge>
      </div>
      <h3 className="mt-2 text-lg font-semibold text-slate-900">
        <Link to={p.href} className="hover:underline">
          {p.title}
        </Link>
      </h3>
      {p.authors.length > 0 && <p className="mt-1 text-sm text-slate-700">{p.authors.join(", ")}</p>}
      {p.journal && <p className="text-sm text-slate-600 italic">{p.journal}</p>}
      {p.summary && <p className="mt-3 text-slate-700">{p.summary}</p>}
    </Card>
  );
}

export default function ResearchPublicationsPage({ loaderData }: Route.ComponentProps) {
  const listed: ListedPublication[] = [
    ...loaderData.published.map((p) => ({ published: p })),
    ...publications.map((p) => ({ builtIn: p })),
  ].sort((a, b) => {
    const date = (x: ListedPublication) => ("published" in x ? x.published.date : x.builtIn.date);
    return dateSortKey(date(b)) - dateSortKey(date(a));
  });
  return (
    <>
      <PageHeader title={route.title} intro={route.description} />
      <PageSection
        id="publications"
        title={`Publications (${listed.length})`}
        actions={<FeedLink feed="research-publications" />}
      >
        <ul className="space-y-4">
          {listed.map((entry) => {
            if ("published" in entry) {
              return (
                <li key={entry.published.href}>
                  <PublishedPublicationCard p={entry.published} />
                </li>
              );
            }
            const p = entry.builtIn;
            return (
              <li key={p.title} id={anchorFor(p.title)} className="scroll-mt-24">
                <Card>
                  <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                    <span>{p.date}</span>
                    <span aria-hidden="true">·</span>
                    <span>{p.type}</span>
                    <Badge tone={statusTone(p.status)}>{p.status}</Badge>
                    <Badge tone={importanceTone(p.impact)}>{p.impact} impact</Badge>
                  </div>
                  <h3 className="mt-2 text-lg font-semibold text-slate-900">{p.title}</h3>
                  <p className="mt-1 text-sm text-slate-700">{p.authors.join(", ")}</p>
                  <p className="text-sm text-slate-600 italic">{p.journal}</p>
                  <p className="mt-3 text-slate-700">{p.abstract}</p>
                  <ul aria-label="Keywords" className="mt-3 flex flex-wrap gap-2">
                    {p.keywords.map((k) => (
                      <li key={k} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                        {k}
                      </li>
                    ))}
                  </ul>
                  <div className="mt-4">
                    <DocumentDownloadButton
                      label="Download Abstract"
                      name={`Download Abstract: ${p.title}`}
                      format="pdf"
                      load={() => import("../downloads/disclosure-documents").then((m) => m.publicationDocument(p))}
                    />
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      </PageSection>
      <PageSection id="conferences" title={`Conferences (${conferences.length})`} tinted>
        <ul className="grid gap-4 md:grid-cols-3">
          {conferences.map((c) => (
            <li key={c.name}>
              <EventCard event={c} pagePath={PATH} />
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
