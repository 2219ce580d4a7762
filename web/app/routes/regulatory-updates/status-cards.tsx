import { Mail } from "lucide-react";
import { SiteProgress } from "../../shell/site-progress";
import { Badge } from "../../ui/badge";
import { buttonClass } from "../../ui/button";
import { Card } from "../../ui/card";
import { statusTone } from "../../ui/tones";
import { LocalDate } from "./local-date";
import type { RegulatoryPage } from "./page-data";

const cardTitle = "text-lg font-semibold text-slate-900";

export function MilestonesCard({ page }: { page: RegulatoryPage }) {
  return (
    <Card>
      <h3 className={cardTitle}>{page.milestonesTitle}</h3>
      <ol className="mt-4 space-y-5">
        {page.milestones.map((m) => (
          <li key={m.phase}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold text-slate-900">{m.phase}</span>
              <Badge tone={statusTone(m.status)}>{m.status}</Badge>
            </div>
            <p className="text-sm text-slate-600">{m.timeline}</p>
            <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
              {m.activities.map((a) => (
                <li key={a.text}>{a.text}</li>
              ))}
            </ul>
            <div className="mt-2 flex items-center gap-3">
              <SiteProgress value={m.completed} name={m.phase} measures="completion" />
              <span className="w-12 text-right text-sm font-semibold text-slate-700">{m.completed}%</span>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}

export function ComplianceCard({ page }: { page: RegulatoryPage }) {
  return (
    <Card>
      <h3 className={cardTitle}>{page.complianceTitle}</h3>
      <ul className="mt-4 divide-y divide-slate-200">
        {page.compliance.map((c) => (
          <li key={c.area} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <div>
              <p className="font-medium text-slate-900">{c.area}</p>
              <p className="text-sm text-slate-600">
                {page.lastReviewLabel}: <LocalDate iso={c.lastReview} />
              </p>
            </div>
            <Badge tone={statusTone(c.status)}>{c.status}</Badge>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function StrategyCard({ page }: { page: RegulatoryPage }) {
  return (
    <Card>
      <h3 className={cardTitle}>{page.strategyTitle}</h3>
      <div className="mt-4 grid gap-6 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
        <div>
          <h4 className="text-sm font-semibold text-slate-900">{page.marketsTitle}</h4>
          <ul className="mt-2 space-y-1 text-sm text-slate-700">
            {page.markets.map((m) => (
              <li key={m.market}>
                {m.market} <span className="text-slate-500">({m.role})</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="text-sm font-semibold text-slate-900">{page.designationsTitle}</h4>
          <ul className="mt-2 space-y-1 text-sm text-slate-700">
            {page.designations.map((d) => (
              <li key={d.designation}>
                {d.designation} <span className="text-slate-500">({d.status})</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="text-sm font-semibold text-slate-900">{page.goalsTitle}</h4>
          <ul className="mt-2 space-y-1 text-sm text-slate-700">
            {page.goals.map((g) => (
              <li key={g.goal}>
                {g.goal}: <span className="font-medium text-slate-900">{g.target}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Card>
  );
}

export function ContactCard({ contact, email }: { contact: RegulatoryPage["contact"]; email: string }) {
  return (
    <Card className="bg-accent-50">
      <h3 className={cardTitle}>{contact.title}</h3>
      <p className="mt-2 text-sm text-slate-700">{contact.description}</p>
      <a
        href={`mailto:${email}?subject=${encodeURIComponent(contact.subject)}`}
        className={buttonClass("primary", "mt-4")}
      >
        <Mail aria-hidden="true" className="size-4" />
        {contact.button}
      </a>
      <p className="mt-2 text-sm text-slate-600">{email}</p>
    </Card>
  );
}
