import { LEGAL_LAST_UPDATED, type LegalDocument } from "../../copy/pages/legal";
import { PageHeader } from "../../ui/page-header";
import { DocumentDownloadButton } from "./download-button";

/** A legal document: contents list, then one section per heading. */
export function LegalPage({ doc }: { doc: LegalDocument }) {
  return (
    <>
      <PageHeader title={doc.title} intro={doc.intro}>
        <p className="mt-4 text-sm font-medium text-slate-700">Last updated {LEGAL_LAST_UPDATED}</p>
        <div className="mt-4">
          <DocumentDownloadButton
            label="Download PDF"
            name={`Download PDF: ${doc.title}`}
            format="pdf"
            load={() => import("../../downloads/disclosure-documents").then((m) => m.legalDocument(doc))}
          />
        </div>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="On this page" className="lg:sticky lg:top-28 lg:self-start">
          <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">On this page</h2>
          <ol className="mt-3 space-y-2 text-sm">
            {doc.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-accent-800 hover:underline">
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-10">
          {doc.sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-28">
              <h2 id={`${s.id}-title`} className="text-xl font-bold text-slate-900">
                {i + 1}. {s.title}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
                {s.paragraphs.map((p) => (
                  <p key={p.slice(0, 48)}>{p}</p>
                ))}
                {s.bullets && (
                  <ul className="list-disc space-y-1 pl-5">
                    {s.bullets.map((b) => (
                      <li key={b}>{b}</li>
                    ))}
                  </ul>
                )}
              </div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
