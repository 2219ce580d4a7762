import type { PageValues } from "@helixmap/common/pages/page-catalogue";
import { fundAllocation } from "./fund-allocation";

export const financialInformationSeed: PageValues<"financial-information"> = {
  title: "Financial Information",
  breadcrumb: "",
  description: "Ten-year projections for 2025-2034, key metrics, funding rounds and scenarios.",
  projectionsDownload: { label: "Download Financial Projections", document: null },
  keyMetricsTitle: "Key metrics",
  keyMetrics: [
    {
      metric: "Series A target",
      value: "{{fundingTarget}}",
      change: "20% committed",
      period: "Open since November 2025",
    },
    { metric: "Pre-money valuation", value: "$150M", change: "$200M post-money", period: "Series A" },
    { metric: "Projected peak revenue", value: "$2.5B", change: "Base case", period: "2034" },
    {
      metric: "Total addressable market",
      value: "{{addressableMarket}}",
      change: "Four therapeutic areas",
      period: "Current estimate",
    },
  ],
  projectionsTitle: "Ten-year projections",
  disclaimer:
    "Projections are forward-looking estimates built on assumptions about trial success, approval and market uptake. They are unaudited, may change, and actual results may differ materially.",
  projectionsCaption: "Projections 2025-2034, in millions of US dollars",
  projectionColumns: {
    year: "Year",
    revenue: "Revenue",
    expenses: "Expenses",
    netIncome: "Net income",
    stage: "Stage",
  },
  // Forward-looking and unaudited.
  projections: [
    { year: 2025, revenue: 0, expenses: 3, stage: "Preclinical research" },
    { year: 2026, revenue: 0, expenses: 18, stage: "IND-enabling studies" },
    { year: 2027, revenue: 0, expenses: 32, stage: "Phase I" },
    { year: 2028, revenue: 5, expenses: 45, stage: "Phase I/II" },
    { year: 2029, revenue: 15, expenses: 60, stage: "Phase II" },
    { year: 2030, revenue: 40, expenses: 85, stage: "Phase II/III" },
    { year: 2031, revenue: 120, expenses: 140, stage: "Phase III" },
    { year: 2032, revenue: 450, expenses: 260, stage: "Approval and launch" },
    { year: 2033, revenue: 1200, expenses: 520, stage: "Commercial scale-up" },
    { year: 2034, revenue: 2500, expenses: 900, stage: "Peak revenue" },
  ],
  fundingTitle: "Funding",
  roundsCaption: "Funding rounds",
  roundColumns: { round: "Round", amount: "Amount", date: "Date", investors: "Investors" },
  rounds: [
    { round: "Founder capital", amount: "$0.5M", date: "{{founded}}", investors: "Founding team" },
    { round: "Seed", amount: "$2M", date: "October 2025", investors: "Angel investors and a life-science seed fund" },
    {
      round: "Seed extension",
      amount: "$10M",
      date: "In progress",
      investors: "Existing seed investors and strategic angels",
    },
    {
      round: "Series A",
      amount: "{{fundingTarget}}",
      date: "Open since November 2025",
      investors: "Accredited and institutional investors",
    },
  ],
  stagesTitle: "Funding stages",
  stages: [
    { stage: "Seed", amount: "$2M", progress: 100, status: "Complete" },
    { stage: "Seed extension", amount: "$10M", progress: 75, status: "In Progress" },
    { stage: "Series A", amount: "{{fundingTarget}}", progress: 20, status: "Target" },
    { stage: "Series B", amount: "$100M", progress: 0, status: "Future" },
  ],
  scenariosTitle: "Scenarios",
  scenarioLabels: {
    marketPenetration: "Market penetration",
    probability: "Probability",
    peakRevenue: "Peak revenue",
    timeline: "Timeline",
  },
  scenarios: [
    { title: "Conservative", marketPenetration: 2, probability: 70, peakRevenue: "$1.0B", timeline: "Peak by 2036" },
    { title: "Base case", marketPenetration: 5, probability: 50, peakRevenue: "$2.5B", timeline: "Peak by 2034" },
    { title: "Optimistic", marketPenetration: 10, probability: 25, peakRevenue: "$5.0B", timeline: "Peak by 2033" },
  ],
  useOfFundsTitle: "Use of funds",
  allocationCaption: "Planned use of the Series A proceeds",
  allocationColumns: { category: "Category", share: "Share", amount: "Amount" },
  allocation: fundAllocation.map((a) => ({ ...a })),
};
