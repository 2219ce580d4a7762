import type { SeedItem } from "./seed-item";

/** Research publications, newest first; each is dated to its month. */
export const publicationSeeds: readonly SeedItem[] = [
  {
    contentType: "publication",
    title: "A Codon-Level Map Linking a Synthetic {{aminoAcids}}-Residue Sequence to Therapeutic Gene Targets",
    slug: "a-codon-level-map-linking-a-synthetic-123-residue-sequence-to-therapeutic-gene-targets",
    summary:
      "We describe a method that assigns codon segments of a designed protein sequence to genes active in HIV persistence and tumour survival, and report the resulting map: {{geneMappings}} residue-to-gene mappings onto {{mappedGenes}} distinct genes across {{pathways}} pathways.",
    content: "",
    displayDate: "2025-12-01",
    fields: {
      authors: ["R. Okonkwo", "A. Lindqvist"],
      journal: "Journal of Synthetic Gene Therapeutics",
      status: "Under Review",
      articleType: "Original Research",
      keywords: ["codon mapping", "synthetic biology", "gene therapy"],
      impact: "High",
    },
  },
  {
    contentType: "publication",
    title: "Shared Survival Pathways in Latent HIV Reservoirs and Solid Tumours",
    slug: "shared-survival-pathways-in-latent-hiv-reservoirs-and-solid-tumours",
    summary:
      "A review of cell-survival and immune-evasion pathways used both by latently infected cells and by tumour cells, and what this overlap implies for combined therapeutic strategies.",
    content: "",
    // Published the same month as the next: the later day keeps it first in the list.
    displayDate: "2025-11-02",
    fields: {
      authors: ["R. Okonkwo"],
      journal: "Retroviral Research Letters",
      status: "Published",
      articleType: "Review",
      keywords: ["HIV latency", "oncology", "cell survival"],
      impact: "High",
    },
  },
  {
    contentType: "publication",
    title: "In Silico Off-Target Screening for Multi-Gene Constructs",
    slug: "in-silico-off-target-screening-for-multi-gene-constructs",
    summary:
      "We present a screening workflow that predicts unintended gene interactions of constructs that address many targets at once, and compare it with single-target screening.",
    content: "",
    displayDate: "2025-11-01",
    fields: {
      authors: ["A. Lindqvist", "R. Okonkwo"],
      journal: "Computational Genomics Reports",
      status: "In Press",
      articleType: "Methods",
      keywords: ["off-target prediction", "bioinformatics", "safety"],
      impact: "Medium",
    },
  },
  {
    contentType: "publication",
    title: "Reducing Viral Entry Receptor Expression as a Prevention Strategy",
    slug: "reducing-viral-entry-receptor-expression-as-a-prevention-strategy",
    summary:
      "A perspective on preventing HIV infection by lowering the expression of entry receptors and co-receptors, including the safety questions such an approach must answer.",
    content: "",
    displayDate: "2025-10-01",
    fields: {
      authors: ["R. Okonkwo", "A. Lindqvist"],
      journal: "Frontiers in Viral Prevention",
      status: "Under Review",
      articleType: "Perspective",
      keywords: ["prevention", "viral entry", "CCR5"],
      impact: "Medium",
    },
  },
  {
    contentType: "publication",
    title: "Delivery Options for Multi-Target Gene Constructs: A Comparative Assessment",
    slug: "delivery-options-for-multi-target-gene-constructs-a-comparative-assessment",
    summary:
      "Lipid nanoparticles, viral vectors, electroporation and biodegradable hydrogels are compared for the delivery of large multi-target constructs to immune and tumour cells.",
    content: "",
    displayDate: "2025-09-01",
    fields: {
      authors: ["A. Lindqvist", "R. Okonkwo"],
      journal: "Gene Delivery Science",
      status: "Published",
      articleType: "Review",
      keywords: ["lipid nanoparticles", "viral vectors", "hydrogels"],
      impact: "Medium",
    },
  },
];
