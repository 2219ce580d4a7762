/** Shapes of typed copy the home page no longer reads, kept while the downloads and pages that still do are converted. */

export interface CodonEntry {
  codon: string;
  gene: string;
  function: string;
  pathway: string;
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
}

export interface TeamMember {
  name: string;
  role: string;
  credentials: string;
  description: string;
  specialization: string;
}
