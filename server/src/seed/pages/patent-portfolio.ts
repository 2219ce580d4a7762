import type { PageValues } from "@helixmap/common/pages/page-catalogue";

export const patentPortfolioSeed: PageValues<"patent-portfolio"> = {
  ...{ title: "Patent Portfolio", description: "Patent applications in four jurisdictions and registered trademarks." },
  intro: "",
};
