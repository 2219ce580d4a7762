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
  /** The round opened with the press release and Form D of November 2025 and stays open until the target is met. */
  opened: "November 2025",
  status: "Open",
  committed: "20%",
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

export interface MilestoneFunding {
  round: "Founder capital" | "Seed" | "Seed extension" | "Series A" | "Series B";
  millions: number;
}

export interface Milestone {
  milestone: string;
  amount: string;
  progress: number;
  status: MilestoneStatus;
  /** Which rounds pay for it: together the milestones cost more than the Series A alone. */
  fundedBy: readonly MilestoneFunding[];
}

/**
 * The development milestones, $75M in all: the earlier rounds paid for the
 * first, the $50M Series A pays for the next two and part of the Phase I
 * trial, and a later Series B for the rest of it.
 */
export const seriesAMilestones: readonly Milestone[] = [
  {
    milestone: "Platform design and in-silico validation",
    amount: "$5M",
    progress: 100,
    status: "Complete",
    fundedBy: [
      { round: "Founder capital", millions: 0.5 },
      { round: "Seed", millions: 2 },
      { round: "Seed extension", millions: 2.5 },
    ],
  },
  {
    milestone: "In vitro validation of the gene map",
    amount: "$15M",
    progress: 60,
    status: "In Progress",
    fundedBy: [{ round: "Series A", millions: 15 }],
  },
  {
    milestone: "IND-enabling preclinical studies",
    amount: "$20M",
    progress: 25,
    status: "Planning",
    fundedBy: [{ round: "Series A", millions: 20 }],
  },
  {
    milestone: "Phase I clinical trial",
    amount: "$35M",
    progress: 0,
    status: "Future",
    fundedBy: [
      { round: "Series A", millions: 15 },
      { round: "Series B", millions: 20 },
    ],
  },
];
