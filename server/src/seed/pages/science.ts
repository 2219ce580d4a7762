import type { PageValues } from "@helixmap/common/pages/page-catalogue";

export const scienceSeed: PageValues<"science"> = {
  title: "Scientific Foundation",
  breadcrumb: "Science",
  description: "The scientific rationale behind the platform, with the full foundation document.",
  intro: "The reasoning behind the platform, the questions it still has to answer, and how we plan to answer them.",
  summary: { label: "Download Summary", document: null },
  principlesTitle: "Principles",
  principles: [
    {
      title: "Codons as a map",
      description:
        "The {{aminoAcids}} positions of the synthetic sequence are grouped into codon segments, and each segment is linked to a gene whose activity matters in HIV or cancer.",
    },
    {
      title: "Many targets, one construct",
      description:
        "Reaching {{mappedGenes}} genes across {{pathways}} pathways at once is meant to make escape through a single mutation less likely.",
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
  ],
  questionsTitle: "Questions we are testing",
  openQuestionsTitle: "Open questions",
  openQuestions: [
    { text: "Does the mapped construct change expression of its target genes in human cells as predicted?" },
    { text: "Is the effect durable, and can it be switched off if needed?" },
    { text: "Which delivery system reaches the relevant cells with acceptable safety?" },
    { text: "Do the effects seen in cell models carry over to animal models?" },
  ],
  methodsTitle: "How we will answer them",
  methods: [
    { text: "Computational mapping and structural modelling of the sequence" },
    { text: "Cell-line and primary-cell assays of gene expression and pathway activity" },
    { text: "Animal studies under Good Laboratory Practice before any human study" },
    { text: "Independent review of key data by external scientific advisers" },
  ],
  documentTitle: "The foundation document",
  documentIntro: "The full document is shown below. Open it on its own page to read or print it in full.",
  documentName: "Scientific Foundation of the Gene-Mapping Platform",
  documentLink: "Open the full document",
  newTabNote: "(opens in a new tab)",
};
