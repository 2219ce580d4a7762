import { site } from "@helixmap/common/site";
import type { SiteDocument } from "../../documents/site-document";
import { platform } from "../figures";
import { codons, deliverySystems, mechanismSteps } from "../home/technology";

/** The technology demo walk-through, served by this site at /documents/technology-demo.html. */
export const technologyDemo: SiteDocument = {
  title: "Technology Demo: From Sequence to Cell",
  subtitle: `${site.companyName}. A step-by-step walk-through of how the platform is designed to work; experimental and not tested in people.`,
  blocks: [
    {
      heading: "Step 1: one sequence",
      paragraphs: [
        `Everything starts from one designed protein sequence of ${platform.aminoAcids} amino acids. Rather than editing a single gene, we read the sequence codon segment by codon segment, and each segment is assigned to a gene that matters in HIV or cancer.`,
      ],
    },
    {
      heading: "Step 2: the map",
      paragraphs: [
        `Across its ${platform.aminoAcids} residues the sequence carries ${platform.geneMappingsClaim} residue-to-gene mappings onto ${platform.mappedGenes} distinct therapeutic genes in ${platform.pathwaysClaim} cellular pathways. Nine of the segments are public:`,
      ],
      bullets: codons.map((c) => `${c.codon} maps to ${c.gene}: ${c.function.toLowerCase()} (${c.pathway})`),
    },
    {
      heading: "Step 3: into the cell",
      paragraphs: [
        "The construct has to reach the right cells. Each delivery system below suits a different use, and the choice is made per programme.",
      ],
      bullets: deliverySystems.map((d) => `${d.name}: ${d.description}`),
    },
    {
      heading: "Step 4: what happens inside",
      paragraphs: mechanismSteps.map((s, i) => `${i + 1}. ${s.title}: ${s.description}`),
    },
    {
      heading: "What this demo is not",
      paragraphs: [
        "It is not a result. It shows the intended mechanism, which our preclinical studies are designed to confirm or refute, and none of it has been tested in people.",
      ],
    },
  ],
};
