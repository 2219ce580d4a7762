/** Shapes of the home page's typed content (spec: public-site §3). */

export type DetailCategory =
  | "gene"
  | "therapy"
  | "mechanism"
  | "delivery"
  | "safety"
  | "research"
  | "pathway"
  | "methodology";

export type DetailKey = "platform" | "prevention" | "proteinSequence" | "advantage";

export interface DetailContent {
  title: string;
  category: DetailCategory;
  overview: string;
  description: string;
  gene?: string;
  codon?: string;
  function?: string;
  pathway?: string;
  mechanisms: readonly string[];
  uses: readonly string[];
  marketSize: string;
  timeline: string;
  technicalDetails: readonly { title: string; description: string }[];
  image?: { src: string; alt: string; width: number; height: number };
  additionalInfo: string;
}

export interface CodonEntry {
  codon: string;
  gene: string;
  function: string;
  pathway: string;
}

export interface GeneDetail {
  fullName: string;
  therapeuticMechanisms: readonly string[];
  diseaseTargets: readonly string[];
  novelUses: readonly string[];
  mechanism: string;
}

export type ProgressStatus = "Preclinical" | "In Vitro" | "Validated" | "Ongoing";

export interface ProgressItem {
  title: string;
  description: string;
  progress: number;
  status: ProgressStatus;
}

export type DocumentStatus = "Published" | "Active";
export type Confidentiality = "Proprietary" | "Confidential";

export interface ResearchDocument {
  id: string;
  title: string;
  description: string;
  type: string;
  category: string;
  date: string;
  status: DocumentStatus;
  confidentiality: Confidentiality;
  /** A published document's opening lines (built-in ones keep theirs in research-previews.ts). */
  preview?: readonly string[];
  /** A published document's own page. */
  href?: string;
}

export interface TeamMember {
  name: string;
  role: string;
  credentials: string;
  description: string;
  specialization: string;
}

/** A heading and introduction for a home page section. */
export interface SectionIntro {
  title: string;
  intro: string;
}
