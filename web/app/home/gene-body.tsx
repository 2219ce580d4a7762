import { Badge } from "../ui/badge";
import type { CodonEntry } from "./codon-mapping";
import type { HomePage } from "./home-page";
import { ListBlock } from "./list-block";

type Labels = HomePage["technology"]["profileLabels"];

/** A gene's profile, or the standard text of one still in preparation (its full name left empty). */
function profileOf(entry: CodonEntry, labels: Labels) {
  const { profile } = entry;
  if (profile.fullName) return { ...profile, isFallback: false };
  return {
    ...labels.fallback,
    fullName: `${entry.gene} ${labels.fallbackName}`,
    mechanism: `${entry.gene} ${labels.fallbackMechanism}`,
    isFallback: true,
  };
}

/** The body of a gene detail modal; loaded when it opens. */
export default function GeneBody({ entry, labels }: { entry: CodonEntry; labels: Labels }) {
  const gene = profileOf(entry, labels);
  return (
    <div className="space-y-6 text-slate-700" data-fallback={gene.isFallback}>
      <div>
        <p className="text-lg font-medium text-slate-900">{gene.fullName}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Badge tone="accent">
            {labels.codonBadge} {entry.codon}
          </Badge>
          <Badge tone="blue">{entry.pathway}</Badge>
          {gene.isFallback && <Badge tone="grey">{labels.inPreparation}</Badge>}
        </div>
      </div>
      <section>
        <h3 className="font-semibold text-slate-900">{labels.mechanism}</h3>
        <p className="mt-1">{gene.mechanism}</p>
      </section>
      <ListBlock title={labels.therapeuticMechanisms} items={gene.therapeuticMechanisms} />
      <ListBlock title={labels.diseaseTargets} items={gene.diseaseTargets} />
      <ListBlock title={labels.novelUses} items={gene.novelUses} />
    </div>
  );
}
