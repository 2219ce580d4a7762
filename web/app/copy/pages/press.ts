import { site as company, formatAddress } from "@helixmap/common/site";
import { platform, seriesA } from "../figures";
import { leaders } from "../home/contact";

export interface PressRelease {
  date: string;
  title: string;
  summary: string;
  category: string;
  featured: boolean;
  /** The release itself, after the dateline; the download carries all of it. */
  body: readonly string[];
}

const city = `${company.address.city}, ${company.address.region}`;

export const pressReleases: readonly PressRelease[] = [
  {
    date: "November 18, 2025",
    title: `${company.companyName} Opens Series A Round to Advance Gene-Mapping Platform`,
    summary: `The company opens a ${seriesA.target} ${seriesA.round} at a ${seriesA.preMoney} pre-money valuation to fund in vitro validation, IND-enabling studies and the start of a first clinical trial in HIV.`,
    category: "Funding",
    featured: true,
    body: [
      `${city}: ${company.companyName} today opened its ${seriesA.round} financing, seeking ${seriesA.target} from accredited and institutional investors at a pre-money valuation of ${seriesA.preMoney} (${seriesA.postMoney} post-money, ${seriesA.ownership} ownership offered). The company filed the corresponding notice of exempt offering (Form D) with the SEC.`,
      `The round pays for the next stages of the company's ${platform.aminoAcids}-amino-acid gene-mapping platform: completing in vitro validation of the gene map ($15M), IND-enabling preclinical studies ($20M) and the first $15M of a Phase I clinical trial in HIV. The remainder of the trial is planned for a later Series B round; the completed platform design was funded by founder capital and the seed rounds.`,
      `"Investors will be able to follow each milestone the round pays for, and what it costs," said ${leaders.ceo.name}, ${leaders.ceo.role}. "We publish our open questions alongside our plans so that they can judge the work, not just the pitch."`,
      `${company.companyName}'s therapies are experimental and have not been tested in people or approved by any regulator. The offering is made only to accredited investors through definitive offering documents.`,
    ],
  },
  {
    date: "October 27, 2025",
    title: `Codon Map Extended to ${platform.mappedGenes} Therapeutic Genes`,
    summary: `Computational work links the ${platform.aminoAcids}-amino-acid synthetic sequence to ${platform.mappedGenes} genes across ${platform.pathwaysClaim} cellular pathways, through ${platform.geneMappingsClaim} residue-to-gene mappings.`,
    category: "Research",
    featured: true,
    body: [
      `${city}: ${company.companyName} today reported that its computational codon map now links the company's ${platform.aminoAcids}-amino-acid synthetic sequence to ${platform.mappedGenes} distinct therapeutic genes acting in ${platform.pathwaysClaim} cellular pathways involved in HIV persistence and tumour survival.`,
      `Across the sequence the map holds ${platform.geneMappingsClaim} residue-to-gene mappings: every one of the ${platform.aminoAcids} residues is linked to at least one of the ${platform.mappedGenes} genes, and some to more than one. Nine codon segments, including those mapped to CCR5, CXCR4, TP53 and PDCD1, are described on the company's Technology page.`,
      `"Reaching many genes through one construct is the core of our hypothesis, and now it has a map we can test in cells," said ${leaders.cso.name}, ${leaders.cso.role}. "The next step is to show, segment by segment, that each mapped gene responds as predicted."`,
      "The map is a computational result. Cell-line studies to confirm it are under way; none of the work has been tested in people.",
    ],
  },
  {
    date: "October 9, 2025",
    title: "Company Completes $2 Million Seed Financing",
    summary: "Seed capital from angel investors and a life-science fund supports laboratory validation.",
    category: "Funding",
    featured: false,
    body: [
      `${city}: ${company.companyName} today completed a $2 million seed financing from angel investors and a life-science seed fund, one month after the company was founded with $0.5 million of founder capital. The company filed a notice of exempt offering (Form D) for the round.`,
      "The seed capital pays for laboratory validation of the platform design and for the company's first patent applications. Together with a seed extension now being raised, it completes the $5 million platform design and in-silico validation milestone.",
      `"A seed round this early lets us test the idea in the laboratory before we ask for more," said ${leaders.cfo.name}, ${leaders.cfo.role}.`,
    ],
  },
  {
    date: "September 22, 2025",
    title: `${company.companyName} Launches with a Focus on HIV and Cancer`,
    summary:
      "The founders introduce a platform built around a single mapped protein sequence and two therapeutic approaches.",
    category: "Company News",
    featured: false,
    body: [
      `${city}: ${company.companyName}, incorporated in ${company.incorporationState} in ${company.founded}, today launched with a gene-mapping platform aimed at HIV and cancer: one synthetic protein sequence whose codon segments are read as a map onto the genes the two diseases depend on.`,
      `The company pursues two approaches from the same platform: ${platform.approaches[0].toLowerCase()}, and ${platform.approaches[1].toLowerCase()}.`,
      `The founding team is led by ${leaders.ceo.name} (${leaders.ceo.role}), ${leaders.cso.name} (${leaders.cso.role}) and ${leaders.cfo.name} (${leaders.cfo.role}).`,
      "All of the company's approaches are experimental and preclinical.",
    ],
  },
];

export const mediaKit = [
  {
    key: "fact-sheet",
    name: "Company Fact Sheet",
    description: "Key facts, figures and programme overview.",
    size: 2.3,
  },
  {
    key: "brand",
    name: "Logo and Brand Guidelines",
    description: "How to write and show our name and logo.",
    size: 1.8,
  },
  {
    key: "leadership",
    name: "Leadership Biographies and Photographs",
    description: "Biographies of the three leaders, with portraits for editorial use.",
    size: 4.1,
  },
  {
    key: "platform",
    name: "Platform Overview Presentation",
    description: "The gene-mapping platform explained slide by slide.",
    size: 3.2,
  },
] as const;

/** The boilerplate that closes every release. */
export const aboutCompany = `About ${company.companyName}: ${company.legalName} is a private, early-stage biotechnology company founded in ${company.founded} and based at ${formatAddress()}. It is developing a gene-mapping platform, a ${platform.aminoAcids}-amino-acid synthetic sequence mapped to ${platform.mappedGenes} therapeutic genes, aimed at HIV and cancer. Its therapies are experimental and not approved by any regulator.`;

export const forwardLooking =
  "Forward-looking statements: this release contains statements about future plans, studies, financing and results. They are based on current assumptions, are not guarantees, and actual results may differ materially.";

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
