import type { ScheduledEvent } from "../events";
import { platform } from "../figures";
import { citationName, leaders } from "../home/contact";

const ceo = citationName(leaders.ceo);
const cso = citationName(leaders.cso);

export type PublicationStatus = "Under Review" | "Published" | "In Press";
export type Impact = "High" | "Medium";

export interface Publication {
  date: string;
  title: string;
  authors: readonly string[];
  journal: string;
  status: PublicationStatus;
  type: string;
  abstract: string;
  keywords: readonly string[];
  impact: Impact;
}

export const publications: readonly Publication[] = [
  {
    date: "December 2025",
    title: `A Codon-Level Map Linking a Synthetic ${platform.aminoAcids}-Residue Sequence to Therapeutic Gene Targets`,
    authors: [cso, ceo],
    journal: "Journal of Synthetic Gene Therapeutics",
    status: "Under Review",
    type: "Original Research",
    abstract: `We describe a method that assigns codon segments of a designed protein sequence to genes active in HIV persistence and tumour survival, and report the resulting map: ${platform.geneMappingsClaim} residue-to-gene mappings onto ${platform.mappedGenes} distinct genes across ${platform.pathwaysClaim} pathways.`,
    keywords: ["codon mapping", "synthetic biology", "gene therapy"],
    impact: "High",
  },
  {
    date: "November 2025",
    title: "Shared Survival Pathways in Latent HIV Reservoirs and Solid Tumours",
    authors: [cso],
    journal: "Retroviral Research Letters",
    status: "Published",
    type: "Review",
    abstract:
      "A review of cell-survival and immune-evasion pathways used both by latently infected cells and by tumour cells, and what this overlap implies for combined therapeutic strategies.",
    keywords: ["HIV latency", "oncology", "cell survival"],
    impact: "High",
  },
  {
    date: "November 2025",
    title: "In Silico Off-Target Screening for Multi-Gene Constructs",
    authors: [ceo, cso],
    journal: "Computational Genomics Reports",
    status: "In Press",
    type: "Methods",
    abstract:
      "We present a screening workflow that predicts unintended gene interactions of constructs that address many targets at once, and compare it with single-target screening.",
    keywords: ["off-target prediction", "bioinformatics", "safety"],
    impact: "Medium",
  },
  {
    date: "October 2025",
    title: "Reducing Viral Entry Receptor Expression as a Prevention Strategy",
    authors: [cso, ceo],
    journal: "Frontiers in Viral Prevention",
    status: "Under Review",
    type: "Perspective",
    abstract:
      "A perspective on preventing HIV infection by lowering the expression of entry receptors and co-receptors, including the safety questions such an approach must answer.",
    keywords: ["prevention", "viral entry", "CCR5"],
    impact: "Medium",
  },
  {
    date: "September 2025",
    title: "Delivery Options for Multi-Target Gene Constructs: A Comparative Assessment",
    authors: [ceo, cso],
    journal: "Gene Delivery Science",
    status: "Published",
    type: "Review",
    abstract:
      "Lipid nanoparticles, viral vectors, electroporation and biodegradable hydrogels are compared for the delivery of large multi-target constructs to immune and tumour cells.",
    keywords: ["lipid nanoparticles", "viral vectors", "hydrogels"],
    impact: "Medium",
  },
];

/** Where we present; dates are the venue's local time. */
export const conferences: readonly ScheduledEvent[] = [
  {
    name: "International Gene Therapy Summit 2027",
    presentation: "Mapping one sequence to many genes: first results",
    start: "2027-03-17T11:00",
    end: "2027-03-17T11:45",
    timeZone: "America/New_York",
    location: "Boston, MA",
    type: "Oral presentation",
  },
  {
    name: "Retrovirus Research Conference 2027",
    presentation: "Receptor-directed prevention: a design study",
    start: "2027-02-23T15:30",
    end: "2027-02-23T17:00",
    timeZone: "America/Los_Angeles",
    location: "Seattle, WA",
    type: "Poster",
  },
  {
    name: "Precision Oncology Forum 2025",
    presentation: "Shared pathways between HIV reservoirs and tumours",
    start: "2025-12-04T10:00",
    end: "2025-12-04T11:00",
    timeZone: "America/Los_Angeles",
    location: "San Diego, CA",
    type: "Panel discussion",
  },
];
