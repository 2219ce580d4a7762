import type { SeedItem } from "./seed-item";

/** Patent applications in the order they were filed. */
export const patentSeeds: readonly SeedItem[] = [
  {
    contentType: "patent",
    title: "Codon-Mapped Synthetic Protein Sequence for Multi-Gene Therapeutic Modulation",
    slug: "codon-mapped-synthetic-protein-sequence-for-multi-gene-therapeutic-modulation",
    summary:
      "A synthetic sequence of {{aminoAcids}} amino acids whose codon segments are each assigned to a therapeutic gene, and methods of using it to modulate several disease pathways with one construct.",
    content: "",
    displayDate: "2025-09-30",
    fields: {
      number: "US 63/714,208",
      status: "Pending",
      filingDate: "2025-09-30",
      inventors: ["A. Lindqvist", "R. Okonkwo"],
      claims: 42,
      priority: "High",
      territories: ["United States", "European Union", "Canada", "Japan"],
    },
  },
  {
    contentType: "patent",
    title: "Methods for Reducing Viral Entry Receptor Expression to Prevent Infection",
    slug: "methods-for-reducing-viral-entry-receptor-expression-to-prevent-infection",
    summary:
      "Compositions and methods that lower the expression of viral entry receptors and co-receptors on susceptible cells, for the prevention of HIV infection.",
    content: "",
    displayDate: "2025-10-21",
    fields: {
      number: "US 63/721,655",
      status: "Under Review",
      filingDate: "2025-10-21",
      inventors: ["R. Okonkwo", "A. Lindqvist"],
      claims: 28,
      priority: "High",
      territories: ["United States", "European Union", "Canada", "Japan"],
    },
  },
  {
    contentType: "patent",
    title: "Delivery Formulations for Large Multi-Target Gene Constructs",
    slug: "delivery-formulations-for-large-multi-target-gene-constructs",
    summary:
      "Lipid nanoparticle and hydrogel formulations sized and charged for the delivery of multi-target constructs to immune and tumour cells.",
    content: "",
    displayDate: "2025-11-12",
    fields: {
      number: "US 63/733,090",
      status: "Filed",
      filingDate: "2025-11-12",
      inventors: ["A. Lindqvist", "R. Okonkwo"],
      claims: 19,
      priority: "Medium",
      territories: ["United States", "European Union"],
    },
  },
];
