import { platform } from "../figures";

/*
 * Read only by the full foundation document the build writes
 * (copy/documents/scientific-foundation.ts); the Science page states the
 * same principles and questions from its page document.
 */
export const sciencePrinciples = [
  {
    title: "Codons as a map",
    description: `The ${platform.aminoAcids} positions of the synthetic sequence are grouped into codon segments, and each segment is linked to a gene whose activity matters in HIV or cancer.`,
  },
  {
    title: "Many targets, one construct",
    description: `Reaching ${platform.mappedGenes} genes across ${platform.pathwaysClaim} pathways at once is meant to make escape through a single mutation less likely.`,
  },
  {
    title: "Shared biology",
    description:
      "HIV persistence and tumour growth lean on overlapping cell-survival and immune-evasion pathways, which is why one platform addresses both.",
  },
  {
    title: "Safety by design",
    description:
      "Off-target prediction, immunogenicity screening and controllable expression are part of the design, not an afterthought.",
  },
] as const;

export const scienceQuestions: readonly string[] = [
  "Does the mapped construct change expression of its target genes in human cells as predicted?",
  "Is the effect durable, and can it be switched off if needed?",
  "Which delivery system reaches the relevant cells with acceptable safety?",
  "Do the effects seen in cell models carry over to animal models?",
];

export const scienceMethods: readonly string[] = [
  "Computational mapping and structural modelling of the sequence",
  "Cell-line and primary-cell assays of gene expression and pathway activity",
  "Animal studies under Good Laboratory Practice before any human study",
  "Independent review of key data by external scientific advisers",
];
