import { markets, platform, timelines } from "../figures";
import type { DetailContent, DetailKey } from "./types";

/**
 * The four detail contents opened from the cures cards. Only the platform and
 * the prevention strategy are linked from the page today; the other two are
 * kept ready for the programmes they describe. Loaded only when a modal opens.
 */
export const details: Record<DetailKey, DetailContent> = {
  platform: {
    title: "Functional Cure Platform",
    category: "therapy",
    overview:
      "A proposed therapy that reprograms a patient's own cells so that HIV reservoirs and tumour cells become visible to, and controllable by, the immune system.",
    description: `The platform expresses a ${platform.aminoAcids}-amino-acid synthetic sequence whose codon groups are each mapped to a therapeutic gene. Together the groups act on ${platform.mappedGenes} genes across ${platform.pathwaysClaim} cellular pathways.`,
    mechanisms: [
      "Restoring immune recognition of infected and malignant cells",
      "Silencing the co-receptors that sustain viral spread",
      "Re-activating tumour-suppressor signalling in transformed cells",
      "Limiting the exhaustion signals that blunt T-cell responses",
    ],
    uses: [
      "HIV functional cure without daily antiretroviral therapy",
      "Solid tumours with impaired p53 signalling",
      "Combination regimens alongside existing immunotherapies",
    ],
    marketSize: `${markets.hiv} (HIV) and ${markets.cancer} (cancer) addressable markets`,
    timeline: `Phase I targeted within ${timelines.phaseIMain} of financing`,
    technicalDetails: [
      {
        title: "Sequence design",
        description: `A ${platform.aminoAcids}-residue construct, with each codon group assigned to one gene target.`,
      },
      {
        title: "Pathway coverage",
        description: `Designed to act on ${platform.pathwaysClaim} pathways at once, reducing the chance of escape through a single route.`,
      },
      {
        title: "Delivery",
        description: "Lipid nanoparticles are the lead option; viral vectors are under evaluation as an alternative.",
      },
    ],
    image: {
      src: "https://images.unsplash.com/photo-1532187863486-abf9dbad1b69?auto=format&fit=crop&w=800&h=450&q=70",
      alt: "A researcher working with samples in a laboratory",
      width: 800,
      height: 450,
    },
    additionalInfo:
      "The platform has not been tested in humans. Preclinical studies are intended to establish safety and target engagement before any clinical application is filed.",
  },
  prevention: {
    title: "Prevention Strategy",
    category: "mechanism",
    overview:
      "A preventive approach that aims to make healthy cells resistant to HIV by reducing the entry receptors the virus depends on.",
    description:
      "Rather than attacking the virus after infection, the strategy modulates CCR5 and CXCR4 expression on susceptible cells so that the virus cannot bind and enter them.",
    gene: "CCR5 / CXCR4",
    function: "Viral entry co-receptors",
    pathway: "Chemokine receptor signalling",
    mechanisms: [
      "Down-regulating CCR5 expression on CD4+ T cells",
      "Reducing CXCR4 availability without disrupting immune cell homing",
      "Strengthening intrinsic restriction factors such as APOBEC3G",
    ],
    uses: [
      "Protection for people at high risk of HIV exposure",
      "Long-acting alternative to daily pre-exposure prophylaxis",
      "Protection of transplanted cells in patients with HIV",
    ],
    marketSize: `Part of the ${markets.hiv} HIV market`,
    timeline: `Phase I targeted within ${timelines.phaseIPrevention}`,
    technicalDetails: [
      {
        title: "Receptor modulation",
        description:
          "Partial, reversible down-regulation rather than permanent knockout, to preserve normal immune function.",
      },
      {
        title: "Durability",
        description:
          "The goal is protection lasting months from a single administration; durability is still to be measured.",
      },
    ],
    additionalInfo:
      "This programme is conceptual. Its design depends on results from the functional cure platform, which shares the same sequence and delivery work.",
  },
  proteinSequence: {
    title: "The Synthetic Protein Sequence",
    category: "gene",
    overview: `A ${platform.aminoAcids}-amino-acid sequence in which groups of codons are assigned to therapeutic genes.`,
    description:
      "Each codon group in the sequence corresponds to one gene target. The mapping lets one construct act on several genes and pathways instead of one.",
    codon: "ATG, E, GG, CA, AAA, C, O, TC, Y",
    mechanisms: [
      "Codon groups mapped one-to-one to gene targets",
      "Shared regulatory elements to coordinate expression",
      "Sequence features that limit off-target activity",
    ],
    uses: ["HIV functional cure", "HIV prevention", "Oncology programmes"],
    marketSize: `${markets.total} total addressable market across four disease areas`,
    timeline: "Design complete; in vitro validation under way",
    technicalDetails: [
      {
        title: "Length",
        description: `${platform.aminoAcids} amino acids, short enough for established delivery systems.`,
      },
      {
        title: "Gene coverage",
        description: `${platform.mappedGenes} therapeutic genes in the current design.`,
      },
    ],
    additionalInfo: "The sequence itself is proprietary and covered by pending patent applications.",
  },
  advantage: {
    title: "Why a Multi-Gene Approach",
    category: "methodology",
    overview:
      "Most gene therapies act on a single target. Ours is designed to act on many at once, which we believe can make resistance less likely.",
    description:
      "Diseases such as HIV and cancer escape single-target treatments by switching to another pathway. Acting on several pathways together is meant to close those routes.",
    mechanisms: [
      "Simultaneous action on complementary pathways",
      "One construct instead of several combined therapies",
      "A common design reusable across disease areas",
    ],
    uses: ["HIV", "Cancer", "Neurodegenerative disease", "Autoimmune disease"],
    marketSize: `${markets.total} total addressable market`,
    timeline: `First clinical read-out expected after Phase I, ${timelines.phaseIMain} from financing`,
    technicalDetails: [
      {
        title: "Platform reuse",
        description: "New indications change the mapping, not the delivery or the manufacturing process.",
      },
    ],
    additionalInfo: "These advantages are hypotheses that our preclinical programme is designed to test.",
  },
};
