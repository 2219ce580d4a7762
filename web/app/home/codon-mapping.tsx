import { fillIn } from "@helixmap/common/pages/fill-in";
import { lazy, useState } from "react";
import { CardButton } from "./card-button";
import type { HomePage } from "./home-page";
import { LazyModal } from "./lazy-modal";

const GeneBody = lazy(() => import("./gene-body"));

type Technology = HomePage["technology"];
export type CodonEntry = Technology["codons"][number];

export function CodonMapping({
  codons,
  labels,
  windowTitle,
}: {
  codons: readonly CodonEntry[];
  labels: Technology["profileLabels"];
  /** The gene window's heading, with blanks for `{gene}` and `{codon}`. */
  windowTitle: string;
}) {
  const [open, setOpen] = useState<CodonEntry | null>(null);
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {codons.map((entry) => (
          <li key={entry.codon}>
            <CardButton
              className="h-full p-5"
              onClick={() => setOpen(entry)}
              title={
                <span className="flex items-baseline gap-3">
                  <span className="font-mono text-2xl font-bold text-accent-700">{entry.codon}</span>{" "}
                  {/* Read out, so the name is what the card shows ("ATG → CCR5"): speech input users say what they see. */}
                  <span>→</span> <span>{entry.gene}</span>
                </span>
              }
            >
              <p className="mt-2 text-sm text-slate-600">{entry.function}</p>
              <p className="mt-1 text-xs text-slate-500">{entry.pathway}</p>
            </CardButton>
          </li>
        ))}
      </ul>
      <LazyModal
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open && fillIn(windowTitle, { gene: open.gene, codon: open.codon })}
      >
        {open && <GeneBody entry={open} labels={labels} />}
      </LazyModal>
    </>
  );
}
