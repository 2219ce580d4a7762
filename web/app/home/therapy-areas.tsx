import { marketBanner, therapyAreas, therapyAreasIntro } from "../copy/home/therapy-areas";
import { Tabs } from "../ui/tabs";
import { HomeSection } from "./home-section";
import { ListBlock } from "./list-block";

export function TherapyAreas() {
  // The anchor keeps its published name, /#applications, which the home menu (common/src/routes.ts) links to.
  return (
    <HomeSection id="applications" intro={therapyAreasIntro} tinted>
      <ul className="mb-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {therapyAreas.map((a) => (
          <li key={a.id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="font-semibold text-slate-900">{a.title}</h3>
            <p className="mt-1 text-sm text-slate-600">{a.summary}</p>
            <p className="mt-4 text-2xl font-bold text-accent-700">
              {a.marketSize}
              <span className="sr-only"> market</span>
            </p>
          </li>
        ))}
      </ul>
      <Tabs
        label="Applications by disease area"
        items={therapyAreas.map((a) => ({
          id: a.id,
          label: a.tab,
          content: (
            <div className="grid gap-8 rounded-xl border border-slate-200 bg-white p-6 md:grid-cols-2">
              <ListBlock title="Mechanisms" items={a.mechanisms} />
              <ListBlock title="Indications" items={a.indications} />
              <dl className="grid gap-4 rounded-lg bg-accent-50 p-4 sm:grid-cols-2 md:col-span-2">
                <div>
                  <dt className="text-sm text-slate-600">Market size</dt>
                  <dd className="text-xl font-bold text-accent-800">{a.marketSize}</dd>
                </div>
                <div>
                  <dt className="text-sm text-slate-600">Timeline</dt>
                  <dd className="font-semibold text-accent-800">{a.timeline}</dd>
                </div>
              </dl>
            </div>
          ),
        }))}
      />
      <div className="mt-12 rounded-xl bg-gradient-to-r from-accent-700 to-accent-800 p-8 text-center text-white">
        <p className="text-5xl font-bold tracking-tight">{marketBanner.value}</p>
        <p className="mt-2 text-lg text-accent-100">{marketBanner.label}</p>
      </div>
    </HomeSection>
  );
}
