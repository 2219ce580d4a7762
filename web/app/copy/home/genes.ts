import type { GeneDetail } from "./types";

/** Gene details for the codon cards. Loaded only when a gene modal opens. */
export const genes: Readonly<Record<string, GeneDetail>> = {
  CCR5: {
    fullName: "C-C chemokine receptor type 5",
    therapeuticMechanisms: ["Reduced co-receptor expression on CD4+ T cells", "Blocking of R5-tropic viral entry"],
    diseaseTargets: ["HIV-1 infection", "Graft-versus-host disease"],
    novelUses: ["Long-acting HIV prevention", "Protection of transplanted cells"],
    mechanism: "HIV uses CCR5 to enter most target cells; lowering it leaves the virus without a door.",
  },
  CXCR4: {
    fullName: "C-X-C chemokine receptor type 4",
    therapeuticMechanisms: ["Partial down-regulation of X4-tropic entry", "Limiting tumour cell migration"],
    diseaseTargets: ["HIV-1 infection", "Metastatic cancers"],
    novelUses: ["Covering viral strains that switch co-receptor", "Reducing metastatic spread"],
    mechanism: "CXCR4 is the second door for HIV and a homing signal that some tumours exploit.",
  },
  TP53: {
    fullName: "Tumour protein p53",
    therapeuticMechanisms: ["Restoring cell-cycle arrest in damaged cells", "Re-enabling programmed cell death"],
    diseaseTargets: ["Solid tumours with p53 loss", "Haematological cancers"],
    novelUses: ["Combination with checkpoint therapy", "Sensitising tumours to radiotherapy"],
    mechanism: "p53 stops damaged cells from dividing; many cancers grow because it is lost or silenced.",
  },
  CD4: {
    fullName: "T-cell surface glycoprotein CD4",
    therapeuticMechanisms: ["Decoy receptor expression", "Supporting helper T-cell recovery"],
    diseaseTargets: ["HIV-1 infection"],
    novelUses: ["Neutralising free virus with soluble decoys"],
    mechanism: "CD4 is the primary receptor HIV binds; decoys can trap the virus before it reaches a cell.",
  },
  APOBEC3G: {
    fullName: "DNA dC-to-dU-editing enzyme APOBEC3G",
    therapeuticMechanisms: ["Boosting intrinsic viral restriction", "Protecting it from viral degradation"],
    diseaseTargets: ["HIV-1 infection"],
    novelUses: ["Strengthening innate defences in reservoir cells"],
    mechanism: "APOBEC3G introduces errors into viral genomes; HIV normally disables it, which we aim to prevent.",
  },
  PDCD1: {
    fullName: "Programmed cell death protein 1 (PD-1)",
    therapeuticMechanisms: ["Reducing checkpoint signalling in T cells", "Reversing T-cell exhaustion"],
    diseaseTargets: ["Solid tumours", "Chronic HIV infection"],
    novelUses: ["Cell-intrinsic alternative to checkpoint antibodies"],
    mechanism: "PD-1 switches T cells off; lowering it inside the cell can restore their activity.",
  },
};

/** Shown for a mapped gene whose profile has not been written up yet. */
export function geneDetailFor(gene: string): GeneDetail & { isFallback: boolean } {
  const known = genes[gene];
  if (known) return { ...known, isFallback: false };
  return {
    fullName: `${gene} (full profile in preparation)`,
    therapeuticMechanisms: ["Modulation of gene expression through its mapped codon group"],
    diseaseTargets: ["Under evaluation in our preclinical programme"],
    novelUses: ["To be defined as validation data become available"],
    mechanism: `${gene} is part of the platform's gene map. Its detailed profile will be published once in vitro work on it is complete.`,
    isFallback: true,
  };
}
