import type { ReactNode } from "react";

/** Label/value pairs under a card's text, in as many columns as the width allows. */
export function FactList({
  facts,
  wide = false,
}: {
  facts: readonly (readonly [label: string, value: ReactNode])[];
  /** Two columns at most, for long values such as trial endpoints. */
  wide?: boolean;
}) {
  return (
    <dl className={`mt-4 grid gap-3 text-sm ${wide ? "md:grid-cols-2" : "sm:grid-cols-2 lg:grid-cols-4"}`}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
