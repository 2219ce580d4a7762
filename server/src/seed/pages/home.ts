import type { PageValues } from "@helixmap/common/pages/page-catalogue";

export const homeSeed: PageValues<"home"> = {
  ...{
    title: "Gene-Mapping Therapeutics for HIV and Cancer",
    description:
      "A proposed gene-mapping therapeutic platform: a {{aminoAcids}}-amino-acid synthetic sequence mapped to {{mappedGenes}} therapeutic genes, aimed at HIV and cancer.",
  },
  intro: "",
};
