import type { ClinicalTrial } from "../../content/pages/clinical-trials";
import { Badge } from "../../ui/badge";
import { Card } from "../../ui/card";
import { trialStatusTone } from "../../ui/tones";
import { DocumentDownloadButton } from "../page-parts/download-button";

function CriteriaList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-900">{title}</h4>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
    </div>
  );
}

export function TrialCard({ trial }: { trial: ClinicalTrial }) {
  return (
    <Card>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="accent">{trial.phase}</Badge>
        <Badge tone={trialStatusTone(trial.status)}>{trial.status}</Badge>
      </div>
      <h3 className="mt-2 text-lg font-semibold text-slate-900">{trial.title}</h3>
      <p className="mt-2 text-slate-700">{trial.description}</p>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-slate-600">Condition</dt>
          <dd className="font-medium text-slate-900">{trial.condition}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Participants</dt>
          <dd className="font-medium text-slate-900">{trial.participants}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Duration</dt>
          <dd className="font-medium text-slate-900">{trial.duration}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Location</dt>
          <dd className="font-medium text-slate-900">{trial.location}</dd>
        </div>
      </dl>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <CriteriaList title="Inclusion criteria" items={trial.criteria.inclusion} />
        <CriteriaList title="Exclusion criteria" items={trial.criteria.exclusion} />
      </div>
      <dl className="mt-4 grid gap-3 text-sm md:grid-cols-2">
        <div>
          <dt className="text-slate-600">Primary endpoint</dt>
          <dd className="font-medium text-slate-900">{trial.primaryEndpoint}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Secondary endpoint</dt>
          <dd className="font-medium text-slate-900">{trial.secondaryEndpoint}</dd>
        </div>
      </dl>
      <div className="mt-4">
        <DocumentDownloadButton
          label="Download Trial Details"
          name={`Download details: ${trial.title}`}
          format="pdf"
          load={() => import("../../downloads/trial-documents").then((m) => m.trialDocument(trial))}
        />
      </div>
    </Card>
  );
}
