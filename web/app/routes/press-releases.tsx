import { Award, Star } from "lucide-react";
import { Link } from "react-router";
import { pressReleaseEntries } from "../published/list-entries";
import { pageData, snapshotFrom } from "../published/load-context";
import { answerTo, formAnswerAction } from "../shell/form-answer";
import { pageMeta } from "../shell/meta";
import { PressAlertForm } from "../subscriptions/press-alert-form";
import { Badge } from "../ui/badge";
import { buttonClass } from "../ui/button";
import { Card } from "../ui/card";
import { DocumentLink } from "../ui/document-link";
import { PageHeader } from "../ui/page-header";
import type { Route } from "./+types/press-releases";
import { FeedLink, feedLinkMeta } from "./page-parts/feed-link";
import { PageSection } from "./page-parts/page-section";

const PATH = "/press-releases";

export function loader({ context }: Route.LoaderArgs) {
  const releases = pressReleaseEntries(snapshotFrom(context));
  return { ...pageData(context, "press-releases", releases), releases };
}
export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(PATH, loaderData),
  ...feedLinkMeta("press-releases", loaderData),
];
export const action = formAnswerAction;

export default function PressReleasesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, site, releases, documents } = loaderData;
  return (
    <>
      <PageHeader title={page.title} intro={page.intro} />
      <PageSection id="alerts" title={page.alertsTitle} intro={page.alertsIntro}>
        <div className="max-w-xl">
          <PressAlertForm answer={answerTo("pressAlert", actionData)} />
        </div>
      </PageSection>
      <PageSection
        id="releases"
        title={page.releasesTitle}
        actions={<FeedLink feed="press-releases" title={page.title} />}
        tinted
      >
        {releases.length === 0 && <p className="text-slate-700">{page.noReleases}</p>}
        <ul className="space-y-4">
          {releases.map((r) => (
            <li key={r.slug} id={r.slug} className="scroll-mt-24">
              <Card className={r.featured ? "border-accent-600" : ""}>
                <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                  <span>{r.date}</span>
                  <Badge tone="grey">{r.category}</Badge>
                  {r.featured && (
                    <Badge tone="accent">
                      <Star aria-hidden="true" className="mr-1 size-3" />
                      {page.featuredLabel}
                    </Badge>
                  )}
                </div>
                <h3 className="mt-2 text-lg font-semibold text-slate-900">
                  <Link to={r.href} className="hover:underline">
                    {r.title}
                  </Link>
                </h3>
                <p className="mt-2 text-slate-700">{r.summary}</p>
                <div className="mt-4">
                  <DocumentLink
                    label={page.downloadLabel}
                    name={`${page.downloadLabel} ${r.title}`}
                    file={r.document ? documents[r.document] : undefined}
                  />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection
        id="media-kit"
        title={page.mediaKitTitle}
        intro={page.pressContact.note}
        actions={
          <a
            href={`mailto:${site.contact.contactEmail}?subject=${encodeURIComponent(page.pressContact.subject)}`}
            className={buttonClass("secondary")}
          >
            {page.pressContact.button}
          </a>
        }
      >
        <ul className="grid gap-4 sm:grid-cols-2">
          {page.mediaKit.map((item) => (
            <li key={item.name}>
              <Card className="flex h-full flex-col">
                <h3 className="font-semibold text-slate-900">{item.name}</h3>
                <p className="mt-1 flex-1 text-sm text-slate-700">{item.description}</p>
                <div className="mt-3">
                  <DocumentLink
                    label={page.downloadLabel}
                    name={`${page.downloadLabel} ${item.name}`}
                    file={item.file ? documents[item.file] : undefined}
                  />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="awards" title={page.awardsTitle} tinted>
        <ul className="grid gap-4 md:grid-cols-2">
          {page.awards.map((a) => (
            <li key={a.title}>
              <Card className="h-full">
                <div className="flex items-start gap-3">
                  <Award aria-hidden="true" className="size-6 shrink-0 text-accent-700" />
                  <div>
                    <h3 className="font-semibold text-slate-900">{a.title}</h3>
                    <p className="text-sm text-slate-600">
                      {a.organization} · {a.date}
                    </p>
                    <p className="mt-2 text-sm text-slate-700">{a.description}</p>
                  </div>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
