import type { PublishedMediaAsset } from "@helixmap/common/media/published-media";
import type { RenderedPage } from "@helixmap/common/pages/page-catalogue";
import { Badge } from "../../ui/badge";
import { Card } from "../../ui/card";
import { DocumentLink } from "../../ui/document-link";
import { statusTone } from "../../ui/tones";
import { FactList } from "../page-parts/fact-list";

type Page = RenderedPage<"clinical-trials">;
/** One trial's entry on the page. */
export type ClinicalTrial = Page["trials"][number];
/** The words every trial card shares. */
export type TrialLabels = Page["trialLabels"];

function CriteriaList({ title, items }: { title: string; items: readonly { text: string }[] }) {
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-900">{title}</h4>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {items.map((i) => (
          <li key={i.text}>{i.text}</li>
        ))}
      </ul>
    </div>
  );
}

export function TrialCard({
  trial,
  labels,
  file,
}: {
  trial: ClinicalTrial;
  labels: TrialLabels;
  /** The trial's document as published, if it has one. */
  file: PublishedMediaAsset | undefined;
}) {
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
          [labels.condition, trial.condition],
          [labels.participants, trial.participants],
          [labels.duration, trial.duration],
          [labels.location, trial.location],
        ]}
      />
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <CriteriaList title={labels.inclusion} items={trial.inclusion} />
        <CriteriaList title={labels.exclusion} items={trial.exclusion} />
      </div>
      <FactList
        wide
        facts={[
          [labels.primaryEndpoint, trial.primaryEndpoint],
          [labels.secondaryEndpoint, trial.secondaryEndpoint],
        ]}
      />
      <div className="mt-4">
        <DocumentLink label={labels.download} name={`${labels.download}: ${trial.title}`} file={file} />
      </div>
    </Card>
  );
}
