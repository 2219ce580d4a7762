import type { ReactNode } from "react";

/** A titled band of a static page; the title is the section's h2. */
export function PageSection({
  id,
  title,
  intro,
  actions,
  children,
  tinted = false,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  tinted?: boolean;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={tinted ? "bg-slate-50" : undefined}>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-3xl">
            <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
              {title}
            </h2>
            {intro && <p className="mt-2 text-slate-600">{intro}</p>}
          </div>
          {actions}
        </div>
        {children}
      </div>
    </section>
  );
}
