import type { ResearchDocument, SectionIntro } from "./types";

export const researchIntro: SectionIntro = {
  title: "Research document repository",
  intro:
    "Summaries of our internal research documents. Full documents are shared with authorised personnel and investors under a non-disclosure agreement.",
};

export const confidentialityNotice =
  "These materials are confidential and proprietary. Copying is disabled in this section; previews and summaries are provided for evaluation only and may not be redistributed.";

export const researchDocuments: readonly ResearchDocument[] = [
  {
    id: "RD-2025-001",
    title: "Codon-Gene Mapping Framework",
    description: "How codon groups in the synthetic sequence are assigned to therapeutic gene targets.",
    type: "Research Paper",
    category: "Platform",
    date: "2025-09-18",
    status: "Published",
    confidentiality: "Proprietary",
  },
  {
    id: "RD-2025-002",
    title: "HIV Entry Receptor Modulation Study Plan",
    description: "The in vitro plan for measuring CCR5 and CXCR4 down-regulation.",
    type: "Study Protocol",
    category: "HIV",
    date: "2025-10-02",
    status: "Active",
    confidentiality: "Confidential",
  },
  {
    id: "RD-2025-003",
    title: "p53 Pathway Restoration in Tumour Models",
    description: "Design of cell-line experiments on restoring p53 signalling.",
    type: "Technical Report",
    category: "Oncology",
    date: "2025-10-21",
    status: "Active",
    confidentiality: "Confidential",
  },
  {
    id: "RD-2025-004",
    title: "Lipid Nanoparticle Delivery Assessment",
    description: "Comparison of candidate formulations for delivering the sequence to immune cells.",
    type: "Technical Report",
    category: "Delivery",
    date: "2025-11-04",
    status: "Published",
    confidentiality: "Proprietary",
  },
  {
    id: "RD-2025-005",
    title: "Preclinical Safety Strategy",
    description: "The toxicology and off-target assessment plan ahead of an IND application.",
    type: "Regulatory Plan",
    category: "Platform",
    date: "2025-11-20",
    status: "Published",
    confidentiality: "Confidential",
  },
];

export const ALL_CATEGORIES = "All";

/** Filter badges: All first, then each category once, in order of appearance. */
export const researchCategories: readonly string[] = [
  ALL_CATEGORIES,
  ...new Set(researchDocuments.map((d) => d.category)),
];

export const uploadAccept = ".pdf,.doc,.docx,.txt,.md";

/** A document summary carries only the opening of a document (spec: public-site §9). */
export const SUMMARY_PREVIEW_LINES = 20;
