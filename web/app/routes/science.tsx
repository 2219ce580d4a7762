import { isSameSite } from "@helixmap/common/outbound-targets";
import { ExternalLink } from "lucide-react";
import { publicConfig } from "../public-config";
import { pageData } from "../published/load-context";
import { pageMeta } from "../shell/meta";
import { buttonClass } from "../ui/button";
import { Card } from "../ui/card";
import { PageHeader } from "../ui/page-header";
import type { Route } from "./+types/science";
import { PageSection } from "./page-parts/page-section";
import { SiteDocumentLink } from "./page-parts/site-document-link";

export const loader = ({ context }: Route.LoaderArgs) => pageData(context, "science");
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta("/science", loaderData);

/*
 * The foundation document is served by this site (each deploy writes it from its page document) unless
 * SCIENCE_VIEWER_URL and SCIENCE_DOCUMENT_URL point the viewer and the link
 * elsewhere at build time: where it lives is configuration, not page content.
 */
const viewerUrl = publicConfig.scienceViewerUrl;
const fullUrl = publicConfig.scienceDocumentUrl;
const ownDocument = isSameSite(viewerUrl);
const VIEWER_HEIGHT_PX = 700;

export default function SciencePage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={page.title} intro={page.intro}>
        <div className="mt-6">
          <SiteDocumentLink document={page.summary} />
        </div>
      </PageHeader>
      <PageSection id="principles" title={page.principlesTitle}>
        <div className="grid gap-6 md:grid-cols-2">
          {page.principles.map((p) => (
            <Card key={p.title}>
              <h3 className="text-lg font-semibold text-slate-900">{p.title}</h3>
              <p className="mt-2 text-slate-700">{p.description}</p>
            </Card>
          ))}
        </div>
      </PageSection>
      <PageSection id="questions" title={page.questionsTitle} tinted>
        <div className="grid gap-6 md:grid-cols-2">
          <Card>
            <h3 className="font-semibold text-slate-900">{page.openQuestionsTitle}</h3>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
              {page.openQuestions.map((q) => (
                <li key={q.text}>{q.text}</li>
              ))}
            </ul>
          </Card>
          <Card>
            <h3 className="font-semibold text-slate-900">{page.methodsTitle}</h3>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
              {page.methods.map((m) => (
                <li key={m.text}>{m.text}</li>
              ))}
            </ul>
          </Card>
        </div>
      </PageSection>
      <PageSection
        id="document"
        title={page.documentTitle}
        intro={page.documentIntro}
        actions={
          <a href={fullUrl} target="_blank" rel="noopener noreferrer" className={buttonClass("secondary")}>
            <ExternalLink aria-hidden="true" className="size-4" />
            {page.documentLink}
            <span className="sr-only">{page.newTabNote}</span>
          </a>
        }
      >
        <iframe
          src={viewerUrl}
          title={page.documentName}
          loading="lazy"
          height={VIEWER_HEIGHT_PX}
          style={{ height: VIEWER_HEIGHT_PX }}
          referrerPolicy="no-referrer"
          // Our own document needs no scripts; another configured viewer needs its scripts and storage. Neither gets more.
          sandbox={ownDocument ? "allow-popups" : "allow-scripts allow-same-origin allow-popups allow-downloads"}
          className="w-full rounded-xl border border-slate-200 bg-slate-50"
        />
      </PageSection>
    </>
  );
}
