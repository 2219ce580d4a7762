import type { PublishedMediaAsset } from "@helixmap/common/media/published-media";
import { fundingText } from "@helixmap/common/pages/funding-text";
import { CalendarDays, CheckCircle2 } from "lucide-react";
import { scrollToSection } from "../shell/scroll";
import { SiteProgress } from "../shell/site-progress";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { DocumentLink } from "../ui/document-link";
import { statusTone } from "../ui/tones";
import type { HomePage } from "./home-page";
import { HomeSection } from "./home-section";
import { StatList } from "./stat-list";

export function Investment({
  investment,
  files,
}: {
  investment: HomePage["investment"];
  /** The pitch deck and the investment materials as published, if there are files for them. */
  files: { pitchDeck: PublishedMediaAsset | undefined; materials: PublishedMediaAsset | undefined };
}) {
  return (
    <HomeSection id="investment" intro={investment} tinted>
      <StatList
        items={investment.highlights}
        className="grid-cols-2 rounded-xl border border-slate-200 bg-white p-6 shadow-sm md:grid-cols-3 lg:grid-cols-5"
      />
      <div className="mt-10 grid items-start gap-8 lg:grid-cols-2">
        <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="text-xl font-semibold text-slate-900">{investment.milestonesTitle}</h3>
          <ul className="mt-4 space-y-5">
            {investment.milestones.map((m) => (
              <li key={m.milestone}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium text-slate-900">
                    <span className="mr-2 font-bold text-accent-700">{m.amount}</span>
                    {m.milestone}
                    <span className="block text-sm font-normal text-slate-600">
                      {investment.fundedBy} {fundingText(m.fundedBy, investment.roundsAnd)}
                    </span>
                  </span>
                  <Badge tone={statusTone(m.status)}>{m.status}</Badge>
                </div>
                <div className="mt-2 flex items-center gap-3">
                  <SiteProgress value={m.progress} name={m.milestone} />
                  <span className="w-12 text-right text-sm font-semibold text-slate-900">{m.progress}%</span>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <div className="space-y-8">
          <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-xl font-semibold text-slate-900">{investment.advantagesTitle}</h3>
            <ul className="mt-4 space-y-2">
              {investment.advantages.map((a) => (
                <li key={a.text} className="flex gap-2 text-slate-700">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
                  {a.text}
                </li>
              ))}
            </ul>
          </section>
          <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-xl font-semibold text-slate-900">{investment.projectionsTitle}</h3>
            <dl className="mt-4 space-y-2">
              {investment.projections.map((p) => (
                <div key={p.label} className="flex justify-between gap-4">
                  <dt className="text-slate-600">{p.label}</dt>
                  <dd className="font-semibold text-slate-900">{p.value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-xs text-slate-500">{investment.projectionsNote}</p>
          </section>
        </div>
      </div>
      <div className="mt-10 flex flex-wrap gap-4">
        <DocumentLink label={investment.pitchDeckAction} variant="primary" file={files.pitchDeck} />
        <Button variant="secondary" onClick={() => scrollToSection("contact")} className="self-start">
          <CalendarDays aria-hidden="true" className="size-4" />
          {investment.meetingAction}
        </Button>
        <DocumentLink label={investment.materialsAction} file={files.materials} />
      </div>
    </HomeSection>
  );
}
