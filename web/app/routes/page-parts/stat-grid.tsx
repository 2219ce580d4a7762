/** Headline figures as a row of cards: the value large, its label beneath. */
export function StatGrid({ stats }: { stats: readonly { value: string; label: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {stats.map((s) => (
        <div key={s.label} className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <dt className="mt-1 text-sm text-slate-600">{s.label}</dt>
          <dd className="text-2xl font-bold text-accent-800 sm:text-3xl">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
