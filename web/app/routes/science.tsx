import { isSameSite } from "@helixmap/common/outbound-targets";
import { ExternalLink } from "lucide-react";
import { foundationDocument } from "../copy/pages/foundation-document";
import { scienceIntro, scienceMethods, sciencePrinciples, scienceQuestions } from "../copy/pages/science";
import { pageMeta } from "../shell/meta";
import { buttonClass } from "../ui/button";
import { Card } from "../ui/card";
import { PageHeader } from "../ui/page-header";
import { DocumentDownloadButton } from "./page-parts/download-button";
import { PageSection } from "./page-parts/page-section";
import { publicRoute } from "./page-parts/public-route";

const PATH = "/science";
export const meta = () => pageMeta(PATH);
const route = publicRoute(PATH);
const ownDocument = isSameSite(foundationDocument.viewerUrl);

export default function SciencePage() {
  return (
    <>
      <PageHeader title={route.title} intro={scienceIntro}>
        <div className="mt-6">
          <DocumentDownloadButton
            label="Download Summary"
            format="pdf"
            load={() => import("../downloads/company-documents").then((m) => m.scienceSummary())}
          />
        </div>
      </PageHeader>
      <PageSection id="principles" title="Principles">
        <div className="grid gap-6 md:grid-cols-2">
          {sciencePrinciples.map((p) => (
            <Card key={p.title}>
              <h3 className="text-lg font-semibold text-slate-900">{p.title}</h3>
              <p className="mt-2 text-slate-700">{p.description}</p>
            </Card>
          ))}
        </div>
      </PageSection>
      <PageSection id="questions" title="Questions we are testing" tinted>
        <div className="grid gap-6 md:grid-cols-2">
          <Card>
            <h3 className="font-semibold text-slate-900">Open questions</h3>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
              {scienceQuestions.map((q) => (
                <li key={q}>{q}</li>
              ))}
            </ul>
          </Card>
          <Card>
            <h3 className="font-semibold text-slate-900">How we will answer them</h3>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
              {scienceMethods.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </Card>
        </div>
      </PageSection>
      <PageSection
        id="document"
        title="The foundation document"
        intro="The full document is shown below. Open it on its own page to read or print it in full."
        actions={
          <a
            href={foundationDocument.fullUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass("secondary")}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            Open the full document
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        }
      >
        <iframe
          src={foundationDocument.viewerUrl}
          title={foundationDocument.title}
          loading="lazy"
          height={foundationDocument.heightPx}
          style={{ height: foundationDocument.heightPx }}
          referrerPolicy="no-referrer"
          // Our own document needs no scripts; another configured viewer needs its scripts and storage. Neither gets more.
          sandbox={ownDocument ? "allow-popups" : "allow-scripts allow-same-origin allow-popups allow-downloads"}
          className="w-full rounded-xl border border-slate-200 bg-slate-50"
        />
      </PageSection>
    </>
  );
}
