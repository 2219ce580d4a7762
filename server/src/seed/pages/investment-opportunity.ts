import type { PageValues } from "@helixmap/common/pages/page-catalogue";

export const investmentOpportunitySeed: PageValues<"investment-opportunity"> = {
  ...{
    title: "Investment Opportunity",
    description: "The {{fundingTarget}} Series A: valuation, use of funds and milestones, for accredited investors.",
  },
  intro: "",
};
