import { site } from "@helixmap/common/site";
import type { SiteDocument } from "../../documents/site-document";
import { platform, timelines } from "../figures";
import { team } from "../home/contact";
import { codons } from "../home/technology";
import { scienceMethods, sciencePrinciples, scienceQuestions } from "../pages/science";

const [ceo, cso] = team;

/** The full scientific foundation document, served by this site at /documents/scientific-foundation.html. */
export const scientificFoundation: SiteDocument = {
  title: "Scientific Foundation of the Gene-Mapping Platform",
  subtitle: `${site.legalName}. Prepared by ${cso!.name} (${cso!.role}) and ${ceo!.name} (${ceo!.role}). Experimental work; no claim in this document has been tested in people.`,
  blocks: [
    {
      heading: "1. Summary",
      paragraphs: [
        `${site.companyName} is developing a single synthetic protein sequence of ${platform.aminoAcids} amino acids whose codon segments are read as a map onto ${platform.mappedGenes} therapeutic genes. Those genes act in at least ${platform.pathways} cellular pathways (written ${platform.pathwaysClaim} elsewhere on this site) that HIV persistence and the growth of several cancers depend on.`,
        `The figure of ${platform.geneMappingsClaim} on our home page counts something different: residue-to-gene mappings. Each of the ${platform.aminoAcids} residues of the sequence is linked to at least one of the ${platform.mappedGenes} genes, and some residues to more than one, so the sequence carries ${platform.geneMappingsClaim} mappings onto ${platform.mappedGenes} distinct genes.`,
        "This document sets out the reasoning behind the design, the evidence we have and have not yet gathered, and the studies we plan before any first-in-human trial. It is written for scientific advisers, partners and investors who want more than the summaries on our web pages.",
      ],
    },
    {
      heading: "2. Why one sequence for many genes",
      paragraphs: [
        "Single-target therapies give a disease one place to escape. HIV mutates its envelope and re-emerges from latent reservoirs; tumours switch survival pathways when one is blocked. A construct that acts on several genes at once, each in a different pathway, should raise the number of simultaneous changes a disease needs to escape.",
        "HIV reservoirs and many solid tumours lean on overlapping biology: programmed-death checkpoint signalling, chemokine receptor signalling, resistance to DNA-damage responses and cytokine-driven cell survival. This overlap is why one platform addresses both disease areas rather than two unrelated programmes.",
        ...sciencePrinciples.map((p) => `${p.title}. ${p.description}`),
      ],
    },
    {
      heading: "3. The codon map",
      paragraphs: [
        `The map groups the sequence into codon segments and assigns each segment a target gene and the pathway the gene acts in. The nine segments below are those published on our Technology page; the remaining assignments of the ${platform.mappedGenes}-gene map are held in our confidential research documents.`,
      ],
      bullets: codons.map((c) => `${c.codon}: ${c.gene} (${c.function}), ${c.pathway}`),
    },
    {
      heading: "4. Two therapeutic approaches",
      paragraphs: [
        `${platform.approaches[0]}. Cells that carry latent HIV or sustain a tumour are moved back towards healthy behaviour and made visible to the immune system, aiming at durable control without lifelong daily treatment. Phase I readiness is targeted in ${timelines.phaseIMain}.`,
        `${platform.approaches[1]}. The sequence is mapped to lower expression of the receptors and co-receptors the virus uses to enter a cell, such as CCR5 and CXCR4, aiming to stop infection before it starts in people at high risk of exposure. This programme is at the conceptual stage; Phase I readiness is targeted in ${timelines.phaseIPrevention}.`,
      ],
    },
    {
      heading: "5. Delivery",
      paragraphs: [
        "Lipid nanoparticles are our lead delivery option: they are well characterised, can be given more than once and can be tuned towards immune cells. Viral vectors remain an option where a single dose with lasting expression is preferred; electroporation serves cells treated outside the body; biodegradable hydrogels are under early evaluation for slow local release at a tumour site.",
      ],
    },
    {
      heading: "6. What we still have to show",
      paragraphs: [
        "Everything above is a hypothesis supported by computational work and early cell-line experiments. The questions that decide whether the platform works are open, and we state them plainly.",
      ],
      bullets: scienceQuestions,
    },
    {
      heading: "7. How we will answer them",
      paragraphs: [
        "Each question has a study designed to answer it, run in the order a regulator expects: cell models first, then animal studies under Good Laboratory Practice, then an Investigational New Drug application and only then a first clinical trial.",
      ],
      bullets: scienceMethods,
    },
    {
      heading: "8. Safety",
      paragraphs: [
        "Acting on many genes at once raises the risk of unintended effects. Our design therefore screens every segment for off-target interactions in silico, tests for immune recognition of the construct, and favours reversible modulation of gene expression over permanent edits wherever possible, so that an effect can be reduced or stopped if it proves harmful.",
        `Questions about this document go to ${site.contactEmail}. The therapies described are experimental, have not been approved by any regulator, and all statements about them are forward-looking.`,
      ],
    },
  ],
};
