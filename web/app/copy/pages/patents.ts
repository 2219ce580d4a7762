import { site } from "@helixmap/common/site";
import { platform } from "../figures";
import { citationName, leaders } from "../home/contact";

const ceo = citationName(leaders.ceo);
const cso = citationName(leaders.cso);

export type PatentStatus = "Pending" | "Under Review" | "Filed";
export type TrademarkStatus = "Registered" | "Pending";

/** The jurisdictions in which applications are filed. */
export const JURISDICTIONS = ["United States", "European Union", "Canada", "Japan"] as const;
type Jurisdiction = (typeof JURISDICTIONS)[number];

export interface Patent {
  title: string;
  number: string;
  status: PatentStatus;
  filed: string;
  inventors: readonly string[];
  abstract: string;
  claims: number;
  priority: "High" | "Medium";
  territoryFiled: readonly Jurisdiction[];
}

export const patents: readonly Patent[] = [
  {
    title: "Codon-Mapped Synthetic Protein Sequence for Multi-Gene Therapeutic Modulation",
    number: "US 63/714,208",
    status: "Pending",
    filed: "September 30, 2025",
    inventors: [ceo, cso],
    abstract: `A synthetic sequence of ${platform.aminoAcids} amino acids whose codon segments are each assigned to a therapeutic gene, and methods of using it to modulate several disease pathways with one construct.`,
    claims: 42,
    priority: "High",
    territoryFiled: [...JURISDICTIONS],
  },
  {
    title: "Methods for Reducing Viral Entry Receptor Expression to Prevent Infection",
    number: "US 63/721,655",
    status: "Under Review",
    filed: "October 21, 2025",
    inventors: [cso, ceo],
    abstract:
      "Compositions and methods that lower the expression of viral entry receptors and co-receptors on susceptible cells, for the prevention of HIV infection.",
    claims: 28,
    priority: "High",
    territoryFiled: [...JURISDICTIONS],
  },
  {
    title: "Delivery Formulations for Large Multi-Target Gene Constructs",
    number: "US 63/733,090",
    status: "Filed",
    filed: "November 12, 2025",
    inventors: [ceo, cso],
    abstract:
      "Lipid nanoparticle and hydrogel formulations sized and charged for the delivery of multi-target constructs to immune and tumour cells.",
    claims: 19,
    priority: "Medium",
    territoryFiled: ["United States", "European Union"],
  },
];

export const trademarks: readonly {
  name: string;
  number: string;
  status: TrademarkStatus;
  filed: string;
  class: string;
}[] = [
  {
    name: site.companyName.replace(/\s.*$/, "").toUpperCase(),
    number: "US 99/402,117",
    status: "Registered",
    filed: "September 18, 2025",
    class: "Class 5: pharmaceutical preparations",
  },
  {
    name: "CODON MAP",
    number: "US 99/455,830",
    status: "Pending",
    filed: "November 3, 2025",
    class: "Class 42: scientific research services",
  },
];

export const ipStrategy: readonly string[] = [
  "File first in the United States, then extend through international applications into the other key markets.",
  "Protect the sequence, the mapping method and the delivery formulations separately, so that each can be licensed.",
  "Keep manufacturing know-how as trade secrets where a patent would disclose more than it protects.",
];
