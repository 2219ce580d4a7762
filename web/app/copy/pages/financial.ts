import { markets, seriesA } from "../figures";

export type FundingStatus = "Complete" | "In Progress" | "Target" | "Future";

export interface ProjectionRow {
  year: number;
  /** Millions of US dollars. */
  revenue: number;
  expenses: number;
  netIncome: number;
  stage: string;
}

function row(year: number, revenue: number, expenses: number, stage: string): ProjectionRow {
  return { year, revenue, expenses, netIncome: revenue - expenses, stage };
}

/** Ten-year projection in millions of US dollars; forward-looking and unaudited. */
export const projections: readonly ProjectionRow[] = [
  row(2025, 0, 3, "Preclinical research"),
  row(2026, 0, 18, "IND-enabling studies"),
  row(2027, 0, 32, "Phase I"),
  row(2028, 5, 45, "Phase I/II"),
  row(2029, 15, 60, "Phase II"),
  row(2030, 40, 85, "Phase II/III"),
  row(2031, 120, 140, "Phase III"),
  row(2032, 450, 260, "Approval and launch"),
  row(2033, 1200, 520, "Commercial scale-up"),
  row(2034, 2500, 900, "Peak revenue"),
];

export const keyMetrics = [
  {
    metric: "Series A target",
    value: seriesA.target,
    change: `${seriesA.committed} committed`,
    period: `${seriesA.status} since ${seriesA.opened}`,
  },
  {
    metric: "Pre-money valuation",
    value: seriesA.preMoney,
    change: `${seriesA.postMoney} post-money`,
    period: "Series A",
  },
  { metric: "Projected peak revenue", value: seriesA.peakRevenue, change: "Base case", period: "2034" },
  {
    metric: "Total addressable market",
    value: markets.total,
    change: "Four therapeutic areas",
    period: "Current estimate",
  },
] as const;

export const fundingRounds = [
  { round: "Founder capital", amount: "$0.5M", date: "September 2025", investors: "Founding team" },
  { round: "Seed", amount: "$2M", date: "October 2025", investors: "Angel investors and a life-science seed fund" },
  {
    round: "Seed extension",
    amount: "$10M",
    date: "In progress",
    investors: "Existing seed investors and strategic angels",
  },
  {
    round: seriesA.round,
    amount: seriesA.target,
    date: `${seriesA.status} since ${seriesA.opened}`,
    investors: "Accredited and institutional investors",
  },
] as const;

export const fundingStages: readonly { stage: string; amount: string; progress: number; status: FundingStatus }[] = [
  { stage: "Seed", amount: "$2M", progress: 100, status: "Complete" },
  { stage: "Seed extension", amount: "$10M", progress: 75, status: "In Progress" },
  { stage: seriesA.round, amount: seriesA.target, progress: 20, status: "Target" },
  { stage: "Series B", amount: "$100M", progress: 0, status: "Future" },
];

export const scenarios = [
  { title: "Conservative", marketPenetration: 2, peakRevenue: "$1.0B", timeline: "Peak by 2036", probability: 70 },
  {
    title: "Base case",
    marketPenetration: 5,
    peakRevenue: seriesA.peakRevenue,
    timeline: "Peak by 2034",
    probability: 50,
  },
  { title: "Optimistic", marketPenetration: 10, peakRevenue: "$5.0B", timeline: "Peak by 2033", probability: 25 },
] as const;

/** Planned use of the Series A proceeds; percentages of the round. */
export const fundAllocation = [
  { category: "Research and clinical development", percent: 60 },
  { category: "Manufacturing and process development", percent: 20 },
  { category: "Regulatory affairs and intellectual property", percent: 10 },
  { category: "Operations and working capital", percent: 10 },
] as const;

export function allocationAmount(percent: number): string {
  return `$${(seriesA.targetMillions * percent) / 100}M`;
}

export function formatMillions(value: number): string {
  const sign = value < 0 ? "-" : "";
  return `${sign}$${Math.abs(value).toLocaleString("en-US")}M`;
}

export const financialDisclaimer =
  "Projections are forward-looking estimates built on assumptions about trial success, approval and market uptake. They are unaudited, may change, and actual results may differ materially.";
