import { geneDetailFor } from "../copy/home/genes";
import type { CodonEntry } from "../copy/home/types";
import { Badge } from "../ui/badge";
import { ListBlock } from "./list-block";

/** The body of a gene detail modal; loaded with the gene texts when it opens. */
export default function GeneBody({ entry }: { entry: CodonEntry }) {
  const gene = geneDetailFor(entry.gene);
  return (
    <div className="space-y-6 text-slate-700" data-fallback={gene.isFallback}>
      <div>
        <p className="text-lg font-medium text-slate-900">{gene.fullName}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Badge tone="accent">Codon {entry.codon}</Badge>
          <Badge tone="blue">{entry.pathway}</Badge>
          {gene.isFallback && <Badge tone="grey">Profile in preparation</Badge>}
        </div>
      </div>
      <section>
        <h3 className="font-semibold text-slate-900">Mechanism</h3>
        <p className="mt-1">{gene.mechanism}</p>
      </section>
      <ListBlock title="Therapeutic mechanisms" items={gene.therapeuticMechanisms} />
      <ListBlock title="Disease targets" items={gene.diseaseTargets} />
      <ListBlock title="Novel applications" items={gene.novelUses} />
    </div>
  );
}
