import type { RenderedPage } from "@helixmap/common/pages/page-catalogue";
import { formatDisplayDate } from "@helixmap/common/publishing";
import { PageHeader } from "../../ui/page-header";
import { MarkdownProse } from "./markdown-prose";
import { SiteDocumentLink } from "./site-document-link";

/** Both legal pages have the same fields. */
export type LegalPageContent = RenderedPage<"privacy-policy"> | RenderedPage<"terms-of-service">;

/** A legal document: contents list, then one numbered section per heading. */
export function LegalPage({ page }: { page: LegalPageContent }) {
  return (
    <>
      <PageHeader title={page.title} intro={page.intro}>
        <p className="mt-4 text-sm font-medium text-slate-700">
          {page.lastUpdatedLabel} {formatDisplayDate(page.lastUpdated)}
        </p>
        <div className="mt-4">
          <SiteDocumentLink document={page.download} name={`${page.download.label}: ${page.title}`} />
        </div>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={page.contentsTitle} className="lg:sticky lg:top-28 lg:self-start">
          <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{page.contentsTitle}</h2>
          <ol className="mt-3 space-y-2 text-sm">
            {page.sections.map((s) => (
              <li key={s.anchor}>
                <a href={`#${s.anchor}`} className="text-accent-800 hover:underline">
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-10">
          {page.sections.map((s, i) => (
            <section key={s.anchor} id={s.anchor} aria-labelledby={`${s.anchor}-title`} className="scroll-mt-28">
              <h2 id={`${s.anchor}-title`} className="text-xl font-bold text-slate-900">
                {i + 1}. {s.title}
              </h2>
              <MarkdownProse markdown={s.body} className="mt-3 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5" />
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
