import type { PageValues } from "@helixmap/common/pages/page-catalogue";

export const technologySeed: PageValues<"technology"> = {
  ...{
    title: "Technology Platform",
    description:
      "How codon mapping links a {{aminoAcids}}-amino-acid sequence to {{mappedGenes}} genes across {{pathways}} cellular pathways.",
  },
  intro: "",
};
