import { platform, timelines } from "../figures";
import { codons } from "./technology";
import type { ProgressItem, SectionIntro } from "./types";

export const scienceIntro: SectionIntro = {
  title: "Scientific progress",
  intro: "Where each workstream stands today. Figures are internal estimates of completion, not clinical results.",
};

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

export const metrics = [
  { value: String(platform.aminoAcids), label: "Amino acids in the sequence" },
  { value: String(platform.mappedGenes), label: "Therapeutic genes mapped" },
  { value: platform.pathwaysClaim, label: "Cellular pathways addressed" },
  { value: String(codons.length), label: "Codon groups in the gene map" },
] as const;

const averageReadiness = Math.round(progressItems.reduce((sum, p) => sum + p.progress, 0) / progressItems.length);

export const efficacyStrip = {
  title: "Platform efficacy at a glance",
  items: [
    { value: `${averageReadiness}%`, label: "Average workstream readiness" },
    {
      value: `${progressItems.filter((p) => p.status === "Validated").length} of ${progressItems.length}`,
      label: "Workstreams validated",
    },
    { value: String(platform.diseaseAreas), label: "Lead disease areas" },
    { value: timelines.phaseIMain, label: "To Phase I" },
  ],
} as const;
