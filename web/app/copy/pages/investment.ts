import { markets, platform, seriesA, timelines } from "../figures";

export const investmentIntro = `${seriesA.round}: ${seriesA.target} at a ${seriesA.preMoney} pre-money valuation, for accredited investors.`;

export const offerTerms = [
  { value: seriesA.target, label: `${seriesA.round} target` },
  { value: seriesA.preMoney, label: "Pre-money valuation" },
  { value: seriesA.postMoney, label: "Post-money valuation" },
  { value: seriesA.ownership, label: "Ownership offered" },
] as const;

export const investmentThesis: readonly string[] = [
  `One platform, two large markets: HIV and cancer, within a combined addressable market we estimate at ${markets.total}.`,
  `A single ${platform.aminoAcids}-amino-acid construct mapped to ${platform.mappedGenes} genes, which can be re-mapped for new targets.`,
  `A base-case peak revenue projection of ${seriesA.peakRevenue}, with conservative and optimistic scenarios published alongside it.`,
  `A path to a first clinical trial in ${timelines.phaseIMain} for the lead programme.`,
];

export { seriesAMilestones as investmentMilestones } from "../figures";

export const investmentRisks: readonly string[] = [
  "The therapies are experimental; none has been tested in people or approved by any regulator.",
  "Preclinical results may not carry over to humans, and trials may be delayed or fail.",
  "Shares are illiquid and the investment may be lost in full.",
  "Projections are estimates, not promises, and may change.",
];

export const accreditedNotice =
  "This opportunity is open to accredited investors only. Nothing on this page is an offer to sell, or a solicitation of an offer to buy, securities; any offer is made only through definitive offering documents.";
