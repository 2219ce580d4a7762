import { markets, seriesA, timelines } from "../figures";
import type { SectionIntro } from "./types";

export const investmentIntro: SectionIntro = {
  title: `${seriesA.round} investment opportunity`,
  intro: `We are raising ${seriesA.target} to take the platform through preclinical validation and into a first clinical trial. Offered to accredited investors only.`,
};

export const highlights = [
  { value: seriesA.target, label: `${seriesA.round} target` },
  { value: seriesA.preMoney, label: "Pre-money valuation" },
  { value: seriesA.postMoney, label: "Post-money valuation" },
  { value: seriesA.ownership, label: "Investor ownership" },
  { value: seriesA.peakRevenue, label: "Projected peak revenue" },
] as const;

export { seriesAMilestones as milestones } from "../figures";

export const advantages = [
  "One platform addressing two large disease areas, with room to extend to more",
  "A multi-gene design intended to make treatment resistance less likely",
  "Pending patent applications covering the sequence and its gene map",
  "A capital-efficient plan with funding released against milestones",
] as const;

export const projections = [
  { label: "Phase I start", value: timelines.phaseIMain },
  { label: "Total addressable market", value: markets.total },
  { label: "Projected peak annual revenue", value: seriesA.peakRevenue },
] as const;

export const projectionsNote =
  "Projections are forward-looking estimates based on our assumptions; actual results may differ materially.";

export const investmentActions = {
  pitchDeck: "Download Pitch Deck",
  meeting: "Schedule Meeting",
  materials: "Investment Materials Package",
} as const;
