import { Link } from "react-router";
import { eventEntries } from "../published/list-entries";
import { pageData, snapshotFrom } from "../published/load-context";
import { pageMeta } from "../shell/meta";
import { SiteProgress } from "../shell/site-progress";
import { Badge } from "../ui/badge";
import { buttonClass } from "../ui/button";
import { Card } from "../ui/card";
import { PageHeader } from "../ui/page-header";
import { statusTone } from "../ui/tones";
import type { Route } from "./+types/investment-opportunity";
import { EventCard } from "./page-parts/event-card";
import { PageSection } from "./page-parts/page-section";
import { SiteDocumentLink } from "./page-parts/site-document-link";
import { StatGrid } from "./page-parts/stat-grid";

const PATH = "/investment-opportunity";
export function loader({ context }: Route.LoaderArgs) {
  return {
    ...pageData(context, "investment-opportunity"),
    events: eventEntries(snapshotFrom(context), "Investor event"),
  };
}
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(PATH, loaderData);

export default function InvestmentOpportunityPage({ loaderData: { page, site, events } }: Route.ComponentProps) {
  const mailto = `mailto:${site.contact.contactEmail}?subject=${encodeURIComponent(page.contactSubject)}`;
  return (
    <>
      <PageHeader title={page.title} intro={page.intro}>
        <div className="mt-6 flex flex-wrap gap-3">
          <SiteDocumentLink document={page.summary} variant="primary" />
          <a href={mailto} className={buttonClass("secondary")}>
            {page.contactButton}
          </a>
        </div>
      </PageHeader>
      <PageSection id="offer" title={page.offerTitle}>
        <StatGrid stats={page.offerTerms} />
        <p className="mt-6 max-w-3xl rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900">
          {page.accreditedNotice}
        </p>
      </PageSection>
      <PageSection id="thesis" title={page.thesisTitle} tinted>
        <ul className="grid gap-4 md:grid-cols-2">
          {page.thesis.map((t) => (
            <li key={t.text}>
              <Card className="h-full text-slate-700">{t.text}</Card>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection
        id="use-of-funds"
        title={page.useOfFundsTitle}
        actions={
          <Link to={page.financialLink.href} className={buttonClass("ghost")}>
            {page.financialLink.label}
          </Link>
        }
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {page.allocation.map((u) => (
            <li key={u.category}>
              <Card className="h-full">
                <p className="text-3xl font-bold text-accent-800">{u.percent}%</p>
                <p className="mt-1 text-sm font-medium text-slate-900">{u.category}</p>
                <p className="text-sm text-slate-600">{u.amount}</p>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="milestones" title={page.milestonesTitle} tinted>
        <ul className="grid gap-4 md:grid-cols-2">
          {page.milestones.map((m) => (
            <li key={m.milestone}>
              <Card className="h-full">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-semibold text-slate-900">{m.milestone}</h3>
                  <Badge tone={statusTone(m.status)}>{m.status}</Badge>
                </div>
                <p className="mt-1 text-sm text-slate-600">
                  {m.amount}, {page.fundedByLabel} {m.fundedBy}
                </p>
                <div className="mt-3 flex items-center gap-3">
                  <SiteProgress value={m.progress} name={m.milestone} />
                  <span className="w-12 text-right text-sm font-semibold text-slate-700">{m.progress}%</span>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="events" title={page.eventsTitle} intro={page.eventsIntro}>
        {events.length === 0 && <p className="text-slate-700">{page.noEvents}</p>}
        <ul className="grid gap-4 md:grid-cols-2">
          {events.map((e) => (
            <li key={e.slug}>
              <EventCard event={e} pagePath={PATH} labels={page.eventCard} />
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="risks" title={page.risksTitle} tinted>
        <ul className="max-w-3xl list-disc space-y-2 pl-5 text-slate-700">
          {page.risks.map((r) => (
            <li key={r.text}>{r.text}</li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
