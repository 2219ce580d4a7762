import type { ReactNode } from "react";

export function PageHeader({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <header className="bg-gradient-to-b from-accent-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {intro && <p className="mt-4 max-w-3xl text-lg text-slate-600">{intro}</p>}
        {children}
      </div>
    </header>
  );
}
