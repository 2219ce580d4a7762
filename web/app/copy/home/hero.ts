import { platform, seriesA } from "../figures";

export const hero = {
  eyebrow: "Gene-mapping therapeutics",
  headline: "Mapping genes to target HIV and cancer at their cellular roots",
  lead: `We are designing a ${platform.aminoAcids}-amino-acid synthetic protein sequence mapped to therapeutic genes across multiple cellular pathways. The programme is at an early, preclinical stage, and every claim on this site is still to be proven in trials.`,
  primaryAction: "View Investment Opportunity",
  demoAction: "Watch Technology Demo",
  claims: [
    { value: platform.geneMappingsClaim, label: `${platform.geneMappingsLabel} onto ${platform.mappedGenes} genes` },
    { value: platform.pathwaysClaim, label: "Cellular pathways" },
    { value: String(platform.diseaseAreas), label: "Disease areas" },
    { value: seriesA.target, label: "Target funding" },
  ],
} as const;
