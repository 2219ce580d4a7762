/**
 * Headline facts and figures used across the home page, the static pages and
 * the downloads. Each appears once here; prose imports it.
 */
export const platform = {
  aminoAcids: 123,
  /** Distinct therapeutic genes the sequence is mapped to. */
  mappedGenes: 27,
  /**
   * Residue-to-gene mappings: each of the 123 residues links to at least one of
   * the 27 genes and some to several. The headline's "123+" counts these, not genes.
   */
  geneMappingsClaim: "123+",
  geneMappingsLabel: "Residue-to-gene mappings",
  /** At least this many cellular pathways; "15+" in prose. */
  pathways: 15,
  pathwaysClaim: "15+",
  diseaseAreas: 2,
  founded: "September 2025",
  approaches: ["Functional cure through cellular reprogramming", "Prevention by blocking viral entry receptors"],
} as const;

export const seriesA = {
  round: "Series A",
  target: "$50M",
  targetMillions: 50,
  preMoney: "$150M",
  postMoney: "$200M",
  ownership: "25%",
  peakRevenue: "$2.5B",
} as const;

export const markets = {
  total: "$437B",
  cancer: "$200B",
  hiv: "$32B",
  neuro: "$120B",
  autoimmune: "$85B",
} as const;

export const timelines = {
  phaseIMain: "18-24 months",
  phaseIPrevention: "24-36 months",
} as const;

export type MilestoneStatus = "Complete" | "In Progress" | "Planning" | "Future";

export interface Milestone {
  milestone: string;
  amount: string;
  progress: number;
  status: MilestoneStatus;
}

/** What the Series A pays for, released milestone by milestone. */
export const seriesAMilestones: readonly Milestone[] = [
  { milestone: "Platform design and in-silico validation", amount: "$5M", progress: 100, status: "Complete" },
  { milestone: "In vitro validation of the gene map", amount: "$15M", progress: 60, status: "In Progress" },
  { milestone: "IND-enabling preclinical studies", amount: "$20M", progress: 25, status: "Planning" },
  { milestone: "Phase I clinical trial", amount: "$35M", progress: 0, status: "Future" },
];
