import { Link } from "react-router";
import { eventEntries, publicationEntries } from "../published/list-entries";
import { pageData, snapshotFrom } from "../published/load-context";
import { pageMeta } from "../shell/meta";
import { Badge } from "../ui/badge";
import { Card } from "../ui/card";
import { DocumentLink } from "../ui/document-link";
import { PageHeader } from "../ui/page-header";
import { importanceTone, statusTone } from "../ui/tones";
import type { Route } from "./+types/research-publications";
import { EventCard } from "./page-parts/event-card";
import { FeedLink, feedLinkMeta } from "./page-parts/feed-link";
import { PageSection } from "./page-parts/page-section";

const PATH = "/research-publications";

export function loader({ context }: Route.LoaderArgs) {
  const snapshot = snapshotFrom(context);
  const publications = publicationEntries(snapshot);
  return {
    ...pageData(context, "research-publications", publications),
    publications,
    conferences: eventEntries(snapshot, "Conference"),
  };
}
export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(PATH, loaderData),
  ...feedLinkMeta("research-publications", loaderData),
];

export default function ResearchPublicationsPage({ loaderData }: Route.ComponentProps) {
  const { page, publications, conferences, documents } = loaderData;
  return (
    <>
      <PageHeader title={page.title} intro={page.intro} />
      <PageSection
        id="publications"
        title={`${page.publicationsTitle} (${publications.length})`}
        actions={<FeedLink feed="research-publications" title={page.title} />}
      >
        {publications.length === 0 && <p className="text-slate-700">{page.noPublications}</p>}
        <ul className="space-y-4">
          {publications.map((p) => (
            <li key={p.slug} id={p.slug} className="scroll-mt-24">
              <Card>
                <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                  <span>{p.date}</span>
                  {p.articleType && (
                    <>
                      <span aria-hidden="true">·</span>
                      <span>{p.articleType}</span>
                    </>
                  )}
                  <Badge tone={statusTone(p.status)}>{p.status}</Badge>
                  <Badge tone={importanceTone(p.impact)}>
                    {p.impact} {page.impactSuffix}
                  </Badge>
                </div>
                <h3 className="mt-2 text-lg font-semibold text-slate-900">
                  <Link to={p.href} className="hover:underline">
                    {p.title}
                  </Link>
                </h3>
                {p.authors.length > 0 && <p className="mt-1 text-sm text-slate-700">{p.authors.join(", ")}</p>}
                {p.journal && <p className="text-sm text-slate-600 italic">{p.journal}</p>}
                <p className="mt-3 text-slate-700">{p.summary}</p>
                {p.keywords.length > 0 && (
                  <ul aria-label={page.keywordsLabel} className="mt-3 flex flex-wrap gap-2">
                    {p.keywords.map((k) => (
                      <li key={k} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                        {k}
                      </li>
                    ))}
                  </ul>
                )}
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
      <PageSection id="conferences" title={`${page.conferencesTitle} (${conferences.length})`} tinted>
        {conferences.length === 0 && <p className="text-slate-700">{page.noConferences}</p>}
        <ul className="grid gap-4 md:grid-cols-3">
          {conferences.map((c) => (
            <li key={c.slug}>
              <EventCard event={c} pagePath={PATH} labels={page.eventCard} />
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
