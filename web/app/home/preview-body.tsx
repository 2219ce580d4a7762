import type { ResearchDocument } from "./home-page";

/** The preview text of a research document; loaded when a preview opens. `regionName` names its scrolling text. */
export default function PreviewBody({ doc, regionName }: { doc: ResearchDocument; regionName: string }) {
  return (
    <div className="space-y-4 text-slate-700">
      <p>{doc.description}</p>
      {/* Scrollable, so keyboard users must be able to focus it to scroll (WCAG 2.1.1). */}
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs the focus to be scrolled by keyboard
        tabIndex={0}
        aria-label={regionName}
        className="max-h-[50vh] overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-sm leading-relaxed"
      >
        {doc.preview.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static text in a fixed order
          <p key={i}>{line}</p>
        ))}
      </section>
      <p className="text-sm text-slate-500">
        {doc.id} · {doc.date}
      </p>
    </div>
  );
}
