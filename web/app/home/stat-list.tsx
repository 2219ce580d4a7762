/** Headline figures, each a value above its label (the label comes first for screen readers). */
export function StatList({
  items,
  inverted = false,
  className = "",
}: {
  items: readonly { value: string; label: string }[];
  inverted?: boolean;
  className?: string;
}) {
  return (
    <dl className={`grid gap-6 ${className}`}>
      {items.map((item) => (
        <div key={item.label} className="flex flex-col-reverse">
          <dt className={`text-sm ${inverted ? "text-accent-100" : "text-slate-600"}`}>{item.label}</dt>
          <dd className={`text-3xl font-bold tracking-tight ${inverted ? "text-white" : "text-accent-700"}`}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
