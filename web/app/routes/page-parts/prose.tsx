/** Paragraphs of page copy from a content module. */
export function Prose({ paragraphs, className = "" }: { paragraphs: readonly string[]; className?: string }) {
  return (
    <div className={`max-w-3xl space-y-4 leading-relaxed text-slate-700 ${className}`}>
      {paragraphs.map((p) => (
        <p key={p.slice(0, 48)}>{p}</p>
      ))}
    </div>
  );
}
