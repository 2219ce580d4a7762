import type { HtmlDocumentValues } from "@helixmap/common/pages/page-catalogue";

/** The technology demo walk-through, at /documents/technology-demo.html: the home page's hero opens it. */
export const technologyDemoSeed: HtmlDocumentValues = {
  title: "Technology Demo: From Sequence to Cell",
  subtitle:
    "{{companyName}}. A step-by-step walk-through of how the platform is designed to work; experimental and not tested in people.",
  sections: [
    {
      heading: "Step 1: one sequence",
      paragraphs: [
        {
          text: "Everything starts from one designed protein sequence of {{aminoAcids}} amino acids. Rather than editing a single gene, we read the sequence codon segment by codon segment, and each segment is assigned to a gene that matters in HIV or cancer.",
        },
      ],
      bullets: [],
    },
    {
      heading: "Step 2: the map",
      paragraphs: [
        {
          text: "Across its {{aminoAcids}} residues the sequence carries {{geneMappings}} residue-to-gene mappings onto {{mappedGenes}} distinct therapeutic genes in {{pathways}} cellular pathways. Nine of the segments are public:",
        },
      ],
      bullets: [
        {
          text: "ATG maps to CCR5: hiv entry co-receptor (Chemokine signalling)",
        },
        {
          text: "E maps to CXCR4: alternative hiv co-receptor (Chemokine signalling)",
        },
        {
          text: "GG maps to TP53: tumour suppression (DNA damage response)",
        },
        {
          text: "CA maps to CD4: t-cell receptor co-factor (T-cell activation)",
        },
        {
          text: "AAA maps to IL7R: t-cell survival (JAK-STAT signalling)",
        },
        {
          text: "C maps to APOBEC3G: viral restriction (Innate antiviral defence)",
        },
        {
          text: "O maps to TRIM5: capsid recognition (Innate antiviral defence)",
        },
        {
          text: "TC maps to PDCD1: immune checkpoint (T-cell exhaustion)",
        },
        {
          text: "Y maps to BRCA1: dna repair (Homologous recombination)",
        },
      ],
    },
    {
      heading: "Step 3: into the cell",
      paragraphs: [
        {
          text: "The construct has to reach the right cells. Each delivery system below suits a different use, and the choice is made per programme.",
        },
      ],
      bullets: [
        {
          text: "Lipid nanoparticles: Our lead option: well characterised, redosable and suited to targeting immune cells.",
        },
        {
          text: "Viral vectors: Adeno-associated and lentiviral vectors for durable expression where a single dose is preferred.",
        },
        {
          text: "Electroporation: For cells treated outside the body and returned to the patient, as in cell therapies.",
        },
        {
          text: "Biodegradable hydrogels: Slow local release at a tumour site, under early evaluation.",
        },
      ],
    },
    {
      heading: "Step 4: what happens inside",
      paragraphs: [
        {
          text: "1. Deliver: The sequence is packaged and carried into the target cells.",
        },
        {
          text: "2. Express: The cell reads the sequence; each codon group acts on its mapped gene.",
        },
        {
          text: "3. Restore: Modulated genes shift the cell back towards healthy behaviour and immune visibility.",
        },
      ],
      bullets: [],
    },
    {
      heading: "What this demo is not",
      paragraphs: [
        {
          text: "It is not a result. It shows the intended mechanism, which our preclinical studies are designed to confirm or refute, and none of it has been tested in people.",
        },
      ],
      bullets: [],
    },
  ],
};
