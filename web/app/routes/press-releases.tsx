import { dateSortKey } from "@helixmap/common/publishing";
import { site } from "@helixmap/common/site";
import { Award, Star } from "lucide-react";
import { Link } from "react-router";
import { anchorFor } from "../copy/anchors";
import { awards, mediaKit, type PressRelease, pressContact, pressReleases } from "../copy/pages/press";
import { pressReleaseEntries } from "../published/list-entries";
import { snapshotFrom } from "../published/load-context";
import { answerTo, formAnswerAction } from "../shell/form-answer";
import { pageMeta } from "../shell/meta";
import { PressAlertForm } from "../subscriptions/press-alert-form";
import { Badge } from "../ui/badge";
import { buttonClass } from "../ui/button";
import { Card } from "../ui/card";
import { PageHeader } from "../ui/page-header";
import type { Route } from "./+types/press-releases";
import { DocumentDownloadButton } from "./page-parts/download-button";
import { FeedLink, feedLinkMeta } from "./page-parts/feed-link";
import { PageSection } from "./page-parts/page-section";
import { publicRoute } from "./page-parts/public-route";

const PATH = "/press-releases";
export const meta = () => [...pageMeta(PATH), feedLinkMeta("press-releases")];
export const action = formAnswerAction;
const route = publicRoute(PATH);

const loadDisclosures = () => import("../downloads/disclosure-documents");

export function loader({ context }: Route.LoaderArgs) {
  return { published: pressReleaseEntries(snapshotFrom(context)) };
}

/** Built-in and published releases together, newest first (a stable sort keeps same-day order). */
function allReleases(published: readonly (PressRelease & { href?: string })[]) {
  return [...published, ...pressReleases].sort((a, b) => dateSortKey(b.date) - dateSortKey(a.date));
}

export default function PressReleasesPage({ loaderData, actionData }: Route.ComponentProps) {
  const releases = allReleases(loaderData.published);
  return (
    <>
      <PageHeader title={route.title} intro={route.description} />
      <PageSection
        id="alerts"
        title="Get press releases by e-mail"
        intro="One e-mail when we publish a press release; nothing else."
      >
        <div className="max-w-xl">
          <PressAlertForm answer={answerTo("pressAlert", actionData)} />
        </div>
      </PageSection>
      <PageSection id="releases" title="Latest releases" actions={<FeedLink feed="press-releases" />} tinted>
        <ul className="space-y-4">
          {releases.map((r) => (
            <li key={r.title} id={anchorFor(r.title)} className="scroll-mt-24">
              <Card className={r.featured ? "border-accent-600" : ""}>
                <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                  <span>{r.date}</span>
                  <Badge tone="grey">{r.category}</Badge>
                  {r.featured && (
                    <Badge tone="accent">
                      <Star aria-hidden="true" className="mr-1 size-3" />
                      Featured
                    </Badge>
                  )}
                </div>
                <h3 className="mt-2 text-lg font-semibold text-slate-900">
                  {"href" in r && r.href ? (
                    <Link to={r.href} className="hover:underline">
                      {r.title}
                    </Link>
                  ) : (
                    r.title
                  )}
                </h3>
                <p className="mt-2 text-slate-700">{r.summary}</p>
                <div className="mt-4">
                  <DocumentDownloadButton
                    label="Download"
                    name={`Download ${r.title}`}
                    format="pdf"
                    load={() => loadDisclosures().then((m) => m.pressReleaseDocument(r))}
                  />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection
        id="media-kit"
        title="Media kit"
        intro={pressContact.note}
        actions={
          <a
            href={`mailto:${site.contactEmail}?subject=${encodeURIComponent("Media enquiry")}`}
            className={buttonClass("secondary")}
          >
            Contact {pressContact.name}
          </a>
        }
      >
        <ul className="grid gap-4 sm:grid-cols-2">
          {mediaKit.map((item) => (
            <li key={item.name}>
              <Card className="flex h-full flex-col">
                <h3 className="font-semibold text-slate-900">{item.name}</h3>
                <p className="mt-1 flex-1 text-sm text-slate-700">{item.description}</p>
                <p className="mt-2 text-sm text-slate-600">{item.size} MB</p>
                <div className="mt-3">
                  <DocumentDownloadButton
                    label="Download"
                    name={`Download ${item.name}`}
                    format="pdf"
                    load={() => loadDisclosures().then((m) => m.mediaKitDocument(item))}
                  />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="awards" title="Awards and recognition" tinted>
        <ul className="grid gap-4 md:grid-cols-2">
          {awards.map((a) => (
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
