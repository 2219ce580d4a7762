import { site } from "@helixmap/common/site";
import { platform, seriesA } from "../figures";

export interface PressRelease {
  date: string;
  title: string;
  summary: string;
  category: string;
  featured: boolean;
}

export const pressReleases: readonly PressRelease[] = [
  {
    date: "November 18, 2025",
    title: `${site.companyName} Opens Series A Round to Advance Gene-Mapping Platform`,
    summary: `The company opens a ${seriesA.target} ${seriesA.round} at a ${seriesA.preMoney} pre-money valuation to fund in vitro validation, IND-enabling studies and the start of a first clinical trial in HIV.`,
    category: "Funding",
    featured: true,
  },
  {
    date: "October 27, 2025",
    title: `Codon Map Extended to ${platform.mappedGenes} Therapeutic Genes`,
    summary: `Computational work links the ${platform.aminoAcids}-amino-acid synthetic sequence to ${platform.mappedGenes} genes across ${platform.pathwaysClaim} cellular pathways, through ${platform.geneMappingsClaim} residue-to-gene mappings.`,
    category: "Research",
    featured: true,
  },
  {
    date: "October 9, 2025",
    title: "Company Completes $2 Million Seed Financing",
    summary: "Seed capital from angel investors and a life-science fund supports laboratory validation.",
    category: "Funding",
    featured: false,
  },
  {
    date: "September 22, 2025",
    title: `${site.companyName} Launches with a Focus on HIV and Cancer`,
    summary:
      "The founders introduce a platform built around a single mapped protein sequence and two therapeutic approaches.",
    category: "Company News",
    featured: false,
  },
];

export const mediaKit = [
  { name: "Company Fact Sheet", description: "Key facts, figures and programme overview.", size: 2.3 },
  { name: "Logo and Brand Guidelines", description: "Logo files with usage guidance.", size: 1.8 },
  { name: "Leadership Photographs", description: "Portraits of the leadership team for editorial use.", size: 4.1 },
  { name: "Platform Overview Presentation", description: "Slides explaining the gene-mapping platform.", size: 3.2 },
] as const;

export const awards = [
  {
    title: "Emerging Therapeutics Innovator",
    organization: "Pacific Life Sciences Forum",
    date: "November 2025",
    description: "Recognised among new companies proposing novel approaches to infectious disease.",
  },
  {
    title: "Best Early-Stage Pitch",
    organization: "West Coast Biotech Founders Showcase",
    date: "October 2025",
    description: "Selected by a panel of investors from a field of early-stage biotechnology start-ups.",
  },
] as const;

export const pressContact = {
  name: "Media Relations",
  note: "Journalists can request interviews, high-resolution assets and background briefings.",
} as const;
