import type { ClinicalTrial } from "../../copy/pages/clinical-trials";
import { Badge } from "../../ui/badge";
import { Card } from "../../ui/card";
import { statusTone } from "../../ui/tones";
import { DocumentDownloadButton } from "../page-parts/download-button";
import { FactList } from "../page-parts/fact-list";

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
        <Badge tone={statusTone(trial.status)}>{trial.status}</Badge>
      </div>
      <h3 className="mt-2 text-lg font-semibold text-slate-900">{trial.title}</h3>
      <p className="mt-2 text-slate-700">{trial.description}</p>
      <FactList
        facts={[
          ["Condition", trial.condition],
          ["Participants", trial.participants],
          ["Duration", trial.duration],
          ["Location", trial.location],
        ]}
      />
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <CriteriaList title="Inclusion criteria" items={trial.criteria.inclusion} />
        <CriteriaList title="Exclusion criteria" items={trial.criteria.exclusion} />
      </div>
      <FactList
        wide
        facts={[
          ["Primary endpoint", trial.primaryEndpoint],
          ["Secondary endpoint", trial.secondaryEndpoint],
        ]}
      />
      <div className="mt-4">
        <DocumentDownloadButton
          label="Download Trial Details"
          name={`Download Trial Details: ${trial.title}`}
          format="pdf"
          load={() => import("../../downloads/trial-documents").then((m) => m.trialDocument(trial))}
        />
      </div>
    </Card>
  );
}
