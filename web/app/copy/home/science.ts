import { platform } from "../figures";
import type { ProgressItem } from "./types";

export const progressItems: readonly ProgressItem[] = [
  {
    title: "Gene mapping validation",
    description: "Confirming in cell lines that each codon group acts on its mapped gene.",
    progress: 85,
    status: "In Vitro",
  },
  {
    title: "Pathway modelling",
    description: "Computational models of how the mapped genes interact across pathways.",
    progress: 78,
    status: "Ongoing",
  },
  {
    title: "Sequence design",
    description: `The ${platform.aminoAcids}-amino-acid construct and its codon assignments.`,
    progress: 92,
    status: "Validated",
  },
  {
    title: "Delivery optimisation",
    description: "Formulation and dosing studies ahead of animal work.",
    progress: 65,
    status: "Preclinical",
  },
];
