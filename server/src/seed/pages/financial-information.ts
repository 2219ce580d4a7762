import type { PageValues } from "@helixmap/common/pages/page-catalogue";

export const financialInformationSeed: PageValues<"financial-information"> = {
  ...{
    title: "Financial Information",
    description: "Ten-year projections for 2025-2034, key metrics, funding rounds and scenarios.",
  },
  intro: "",
};
