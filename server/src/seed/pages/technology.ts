import type { PageValues } from "@helixmap/common/pages/page-catalogue";

export const technologySeed: PageValues<"technology"> = {
  ...{
    title: "Technology Platform",
    description: "How codon mapping links a 123-amino-acid sequence to 27 genes across 15+ cellular pathways.",
  },
  intro: "",
};
