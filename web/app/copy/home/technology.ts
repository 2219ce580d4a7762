import type { CodonEntry } from "./types";

export const codons: readonly CodonEntry[] = [
  { codon: "ATG", gene: "CCR5", function: "HIV entry co-receptor", pathway: "Chemokine signalling" },
  { codon: "E", gene: "CXCR4", function: "Alternative HIV co-receptor", pathway: "Chemokine signalling" },
  { codon: "GG", gene: "TP53", function: "Tumour suppression", pathway: "DNA damage response" },
  { codon: "CA", gene: "CD4", function: "T-cell receptor co-factor", pathway: "T-cell activation" },
  { codon: "AAA", gene: "IL7R", function: "T-cell survival", pathway: "JAK-STAT signalling" },
  { codon: "C", gene: "APOBEC3G", function: "Viral restriction", pathway: "Innate antiviral defence" },
  { codon: "O", gene: "TRIM5", function: "Capsid recognition", pathway: "Innate antiviral defence" },
  { codon: "TC", gene: "PDCD1", function: "Immune checkpoint", pathway: "T-cell exhaustion" },
  { codon: "Y", gene: "BRCA1", function: "DNA repair", pathway: "Homologous recombination" },
];

export const deliverySystems = [
  {
    name: "Lipid nanoparticles",
    description: "Our lead option: well characterised, redosable and suited to targeting immune cells.",
  },
  {
    name: "Viral vectors",
    description: "Adeno-associated and lentiviral vectors for durable expression where a single dose is preferred.",
  },
  {
    name: "Electroporation",
    description: "For cells treated outside the body and returned to the patient, as in cell therapies.",
  },
  {
    name: "Biodegradable hydrogels",
    description: "Slow local release at a tumour site, under early evaluation.",
  },
] as const;

export const mechanismSteps = [
  {
    title: "Deliver",
    description: "The sequence is packaged and carried into the target cells.",
  },
  {
    title: "Express",
    description: "The cell reads the sequence; each codon group acts on its mapped gene.",
  },
  {
    title: "Restore",
    description: "Modulated genes shift the cell back towards healthy behaviour and immune visibility.",
  },
] as const;
