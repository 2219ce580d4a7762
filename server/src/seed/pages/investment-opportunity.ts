import type { PageValues } from "@helixmap/common/pages/page-catalogue";

export const investmentOpportunitySeed: PageValues<"investment-opportunity"> = {
  ...{
    title: "Investment Opportunity",
    description: "The {{fundingTarget}} Series A: valuation, use of funds and milestones, for accredited investors.",
  },
  intro: "",
  eventsTitle: "Investor events",
  eventsIntro: "Briefings on the round; times are shown in the organiser's time zone.",
  noEvents: "No investor events are announced at the moment.",
  eventCard: { held: "held", addToCalendar: "Add to calendar" },
};
