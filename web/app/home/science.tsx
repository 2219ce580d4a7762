import { SiteProgress } from "../shell/site-progress";
import { Badge } from "../ui/badge";
import { statusTone } from "../ui/tones";
import type { HomePage } from "./home-page";
import { HomeSection } from "./home-section";
import { StatList } from "./stat-list";

export function Science({ science }: { science: HomePage["science"] }) {
  return (
    <HomeSection id="science" intro={science}>
      <ul className="grid gap-6 md:grid-cols-2">
        {science.progress.map((item) => (
          <li key={item.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <h3 className="font-semibold text-slate-900">{item.title}</h3>
              <Badge tone={statusTone(item.status)}>{item.status}</Badge>
            </div>
            <p className="mt-2 text-sm text-slate-600">{item.description}</p>
            <div className="mt-4 flex items-center gap-3">
              <SiteProgress value={item.progress} name={item.title} />
              <span className="w-12 text-right text-sm font-semibold text-slate-900">{item.progress}%</span>
            </div>
          </li>
        ))}
      </ul>
      <StatList
        items={science.metrics}
        className="mt-10 grid-cols-2 rounded-xl border border-slate-200 bg-white p-6 shadow-sm lg:grid-cols-4"
      />
      <div className="mt-10 rounded-xl bg-accent-700 p-6 sm:p-8">
        <h3 className="text-xl font-semibold text-white">{science.efficacyTitle}</h3>
        <StatList items={science.efficacy} inverted className="mt-6 grid-cols-2 lg:grid-cols-4" />
      </div>
    </HomeSection>
  );
}
