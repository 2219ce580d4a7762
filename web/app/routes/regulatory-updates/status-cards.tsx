import { Mail } from "lucide-react";
import {
  complianceAreas,
  milestonePhases,
  primaryMarkets,
  regulatoryContact,
  regulatoryMailto,
  specialDesignations,
  timelineGoals,
} from "../../copy/pages/regulatory";
import { Badge } from "../../ui/badge";
import { buttonClass } from "../../ui/button";
import { Card } from "../../ui/card";
import { Progress } from "../../ui/progress";
import { statusTone } from "../../ui/tones";
import { LocalDate } from "./local-date";

const cardTitle = "text-lg font-semibold text-slate-900";

export function MilestonesCard() {
  return (
    <Card>
      <h3 className={cardTitle}>Regulatory milestones</h3>
      <ol className="mt-4 space-y-5">
        {milestonePhases.map((m) => (
          <li key={m.phase}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold text-slate-900">{m.phase}</span>
              <Badge tone={statusTone(m.status)}>{m.status}</Badge>
            </div>
            <p className="text-sm text-slate-600">{m.timeline}</p>
            <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
              {m.activities.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
            <div className="mt-2 flex items-center gap-3">
              <Progress value={m.completed} label={`${m.phase} completion`} />
              <span className="w-12 text-right text-sm font-semibold text-slate-700">{m.completed}%</span>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}

export function ComplianceCard() {
  return (
    <Card>
      <h3 className={cardTitle}>Compliance status</h3>
      <ul className="mt-4 divide-y divide-slate-200">
        {complianceAreas.map((c) => (
          <li key={c.area} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <div>
              <p className="font-medium text-slate-900">{c.area}</p>
              <p className="text-sm text-slate-600">
                Last review: <LocalDate iso={c.lastReview} />
              </p>
            </div>
            <Badge tone={statusTone(c.status)}>{c.status}</Badge>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function StrategyCard() {
  return (
    <Card>
      <h3 className={cardTitle}>Regulatory strategy</h3>
      <div className="mt-4 grid gap-6 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
        <div>
          <h4 className="text-sm font-semibold text-slate-900">Primary markets</h4>
          <ul className="mt-2 space-y-1 text-sm text-slate-700">
            {primaryMarkets.map((m) => (
              <li key={m.market}>
                {m.market} <span className="text-slate-500">({m.role})</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="text-sm font-semibold text-slate-900">Special designations</h4>
          <ul className="mt-2 space-y-1 text-sm text-slate-700">
            {specialDesignations.map((d) => (
              <li key={d.designation}>
                {d.designation} <span className="text-slate-500">({d.status})</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="text-sm font-semibold text-slate-900">Timeline goals</h4>
          <ul className="mt-2 space-y-1 text-sm text-slate-700">
            {timelineGoals.map((g) => (
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

export function ContactCard() {
  return (
    <Card className="bg-accent-50">
      <h3 className={cardTitle}>Regulatory affairs contact</h3>
      <p className="mt-2 text-sm text-slate-700">{regulatoryContact.description}</p>
      <a href={regulatoryMailto()} className={buttonClass("primary", "mt-4")}>
        <Mail aria-hidden="true" className="size-4" />
        Contact Regulatory Affairs
      </a>
      <p className="mt-2 text-sm text-slate-600">{regulatoryContact.email}</p>
    </Card>
  );
}
