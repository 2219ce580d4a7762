import { Link } from "react-router";
import type { RegulatoryUpdateEntry } from "../../published/list-entries";
import { Badge } from "../../ui/badge";
import { BORDER_TONE_CLASSES, priorityTone, statusTone } from "../../ui/tones";
import { LocalDate } from "./local-date";
import type { RegulatoryPage } from "./page-data";

export function UpdateCard({
  update,
  labels,
}: {
  update: RegulatoryUpdateEntry;
  labels: RegulatoryPage["updateLabels"];
}) {
  const border = priorityTone(update.priority);
  return (
    <article
      data-priority={update.priority}
      data-border-tone={border}
      className={`rounded-xl border border-l-4 border-slate-200 bg-white p-6 shadow-sm ${BORDER_TONE_CLASSES[border]}`}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <Badge tone="accent">{update.category}</Badge>
        <Badge tone={statusTone(update.status)}>{update.status}</Badge>
        <span className="sr-only">
          {labels.priority}: {update.priority}.
        </span>
        <LocalDate iso={update.date} />
      </div>
      <h3 className="mt-2 text-lg font-semibold text-slate-900">
        <Link to={update.href} className="hover:underline">
          {update.title}
        </Link>
      </h3>
      <p className="mt-2 text-slate-700">{update.summary}</p>
      <dl className="mt-4 grid gap-4 text-sm md:grid-cols-2">
        <div>
          <dt className="font-semibold text-slate-900">{labels.impact}</dt>
          <dd className="mt-1 text-slate-700">{update.impact}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">{labels.nextSteps}</dt>
          <dd className="mt-1 text-slate-700">{update.nextSteps}</dd>
        </div>
      </dl>
    </article>
  );
}
