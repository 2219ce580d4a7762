import type { HtmlDocumentValues } from "@helixmap/common/pages/page-catalogue";

/** The full scientific foundation, at /documents/scientific-foundation.html: the Science page frames it. */
export const scientificFoundationSeed: HtmlDocumentValues = {
  title: "Scientific Foundation of the Gene-Mapping Platform",
  subtitle:
    "{{legalName}}. Prepared by Dr. Rafael Okonkwo (Chief Scientific Officer) and Dr. Amara Lindqvist (Chief Executive Officer). Experimental work; no claim in this document has been tested in people.",
  sections: [
    {
      heading: "1. Summary",
      paragraphs: [
        {
          text: "{{companyName}} is developing a single synthetic protein sequence of {{aminoAcids}} amino acids whose codon segments are read as a map onto {{mappedGenes}} therapeutic genes. Those genes act in at least 15 cellular pathways (written {{pathways}} elsewhere on this site) that HIV persistence and the growth of several cancers depend on.",
        },
        {
          text: "The figure of {{geneMappings}} on our home page counts something different: residue-to-gene mappings. Each of the {{aminoAcids}} residues of the sequence is linked to at least one of the {{mappedGenes}} genes, and some residues to more than one, so the sequence carries {{geneMappings}} mappings onto {{mappedGenes}} distinct genes.",
        },
        {
          text: "This document sets out the reasoning behind the design, the evidence we have and have not yet gathered, and the studies we plan before any first-in-human trial. It is written for scientific advisers, partners and investors who want more than the summaries on our web pages.",
        },
      ],
      bullets: [],
    },
    {
      heading: "2. Why one sequence for many genes",
      paragraphs: [
        {
          text: "Single-target therapies give a disease one place to escape. HIV mutates its envelope and re-emerges from latent reservoirs; tumours switch survival pathways when one is blocked. A construct that acts on several genes at once, each in a different pathway, should raise the number of simultaneous changes a disease needs to escape.",
        },
        {
          text: "HIV reservoirs and many solid tumours lean on overlapping biology: programmed-death checkpoint signalling, chemokine receptor signalling, resistance to DNA-damage responses and cytokine-driven cell survival. This overlap is why one platform addresses both disease areas rather than two unrelated programmes.",
        },
        {
          text: "Codons as a map. The {{aminoAcids}} positions of the synthetic sequence are grouped into codon segments, and each segment is linked to a gene whose activity matters in HIV or cancer.",
        },
        {
          text: "Many targets, one construct. Reaching {{mappedGenes}} genes across {{pathways}} pathways at once is meant to make escape through a single mutation less likely.",
        },
        {
          text: "Shared biology. HIV persistence and tumour growth lean on overlapping cell-survival and immune-evasion pathways, which is why one platform addresses both.",
        },
        {
          text: "Safety by design. Off-target prediction, immunogenicity screening and controllable expression are part of the design, not an afterthought.",
        },
      ],
      bullets: [],
    },
    {
      heading: "3. The codon map",
      paragraphs: [
        {
          text: "The map groups the sequence into codon segments and assigns each segment a target gene and the pathway the gene acts in. The nine segments below are those published on our Technology page; the remaining assignments of the {{mappedGenes}}-gene map are held in our confidential research documents.",
        },
      ],
      bullets: [
        {
          text: "ATG: CCR5 (HIV entry co-receptor), Chemokine signalling",
        },
        {
          text: "E: CXCR4 (Alternative HIV co-receptor), Chemokine signalling",
        },
        {
          text: "GG: TP53 (Tumour suppression), DNA damage response",
        },
        {
          text: "CA: CD4 (T-cell receptor co-factor), T-cell activation",
        },
        {
          text: "AAA: IL7R (T-cell survival), JAK-STAT signalling",
        },
        {
          text: "C: APOBEC3G (Viral restriction), Innate antiviral defence",
        },
        {
          text: "O: TRIM5 (Capsid recognition), Innate antiviral defence",
        },
        {
          text: "TC: PDCD1 (Immune checkpoint), T-cell exhaustion",
        },
        {
          text: "Y: BRCA1 (DNA repair), Homologous recombination",
        },
      ],
    },
    {
      heading: "4. Two therapeutic approaches",
      paragraphs: [
        {
          text: "Functional cure through cellular reprogramming. Cells that carry latent HIV or sustain a tumour are moved back towards healthy behaviour and made visible to the immune system, aiming at durable control without lifelong daily treatment. Phase I readiness is targeted in 18-24 months.",
        },
        {
          text: "Prevention by blocking viral entry receptors. The sequence is mapped to lower expression of the receptors and co-receptors the virus uses to enter a cell, such as CCR5 and CXCR4, aiming to stop infection before it starts in people at high risk of exposure. This programme is at the conceptual stage; Phase I readiness is targeted in 24-36 months.",
        },
      ],
      bullets: [],
    },
    {
      heading: "5. Delivery",
      paragraphs: [
        {
          text: "Lipid nanoparticles are our lead delivery option: they are well characterised, can be given more than once and can be tuned towards immune cells. Viral vectors remain an option where a single dose with lasting expression is preferred; electroporation serves cells treated outside the body; biodegradable hydrogels are under early evaluation for slow local release at a tumour site.",
        },
      ],
      bullets: [],
    },
    {
      heading: "6. What we still have to show",
      paragraphs: [
        {
          text: "Everything above is a hypothesis supported by computational work and early cell-line experiments. The questions that decide whether the platform works are open, and we state them plainly.",
        },
      ],
      bullets: [
        {
          text: "Does the mapped construct change expression of its target genes in human cells as predicted?",
        },
        {
          text: "Is the effect durable, and can it be switched off if needed?",
        },
        {
          text: "Which delivery system reaches the relevant cells with acceptable safety?",
        },
        {
          text: "Do the effects seen in cell models carry over to animal models?",
        },
      ],
    },
    {
      heading: "7. How we will answer them",
      paragraphs: [
        {
          text: "Each question has a study designed to answer it, run in the order a regulator expects: cell models first, then animal studies under Good Laboratory Practice, then an Investigational New Drug application and only then a first clinical trial.",
        },
      ],
      bullets: [
        {
          text: "Computational mapping and structural modelling of the sequence",
        },
        {
          text: "Cell-line and primary-cell assays of gene expression and pathway activity",
        },
        {
          text: "Animal studies under Good Laboratory Practice before any human study",
        },
        {
          text: "Independent review of key data by external scientific advisers",
        },
      ],
    },
    {
      heading: "8. Safety",
      paragraphs: [
        {
          text: "Acting on many genes at once raises the risk of unintended effects. Our design therefore screens every segment for off-target interactions in silico, tests for immune recognition of the construct, and favours reversible modulation of gene expression over permanent edits wherever possible, so that an effect can be reduced or stopped if it proves harmful.",
        },
        {
          text: "Questions about this document go to {{contactEmail}}. The therapies described are experimental, have not been approved by any regulator, and all statements about them are forward-looking.",
        },
      ],
      bullets: [],
    },
  ],
};
