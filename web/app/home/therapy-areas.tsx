import { Tabs } from "../ui/tabs";
import type { HomePage } from "./home-page";
import { HomeSection } from "./home-section";
import { ListBlock } from "./list-block";

export function TherapyAreas({ applications }: { applications: HomePage["applications"] }) {
  // The anchor keeps its published name, /#applications, which the home menu (common/src/routes.ts) links to.
  return (
    <HomeSection id="applications" intro={applications} tinted>
      <ul className="mb-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {applications.areas.map((a) => (
          <li key={a.tab} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="font-semibold text-slate-900">{a.title}</h3>
            <p className="mt-1 text-sm text-slate-600">{a.summary}</p>
            <p className="mt-4 text-2xl font-bold text-accent-700">
              {a.marketSize}
              <span className="sr-only"> {applications.marketSuffix}</span>
            </p>
          </li>
        ))}
      </ul>
      <Tabs
        label={applications.tabsLabel}
        items={applications.areas.map((a, i) => ({
          id: `area-${i + 1}`,
          label: a.tab,
          content: (
            <div className="grid gap-8 rounded-xl border border-slate-200 bg-white p-6 md:grid-cols-2">
              <ListBlock title={applications.mechanismsHeading} items={a.mechanisms} />
              <ListBlock title={applications.indicationsHeading} items={a.indications} />
              <dl className="grid gap-4 rounded-lg bg-accent-50 p-4 sm:grid-cols-2 md:col-span-2">
                <div>
                  <dt className="text-sm text-slate-600">{applications.marketSizeLabel}</dt>
                  <dd className="text-xl font-bold text-accent-800">{a.marketSize}</dd>
                </div>
                <div>
                  <dt className="text-sm text-slate-600">{applications.timelineLabel}</dt>
                  <dd className="font-semibold text-accent-800">{a.timeline}</dd>
                </div>
              </dl>
            </div>
          ),
        }))}
      />
      <div className="mt-12 rounded-xl bg-gradient-to-r from-accent-700 to-accent-800 p-8 text-center text-white">
        <p className="text-5xl font-bold tracking-tight">{applications.bannerValue}</p>
        <p className="mt-2 text-lg text-accent-100">{applications.bannerLabel}</p>
      </div>
    </HomeSection>
  );
}
