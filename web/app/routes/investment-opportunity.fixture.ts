import type { RenderedPage } from "@helixmap/common/pages/page-catalogue";

/** The page document as a deploy renders it, short lists: what tests render the page with. */
export const investmentOpportunityFixture: RenderedPage<"investment-opportunity"> = {
  title: "Investment Opportunity",
  breadcrumb: "",
  description: "The $50M Series A, for accredited investors.",
  intro: "Series A: $50M at a $150M pre-money valuation, for accredited investors.",
  summary: { label: "Download Investment Summary", document: "investment-summary" },
  contactButton: "Contact investor relations",
  contactSubject: "Series A investor enquiry",
  offerTitle: "The Series A offer",
  offerTerms: [{ value: "$50M", label: "Series A target" }],
  accreditedNotice: "This opportunity is open to accredited investors only.",
  thesisTitle: "Why invest",
  thesis: [{ text: "One platform, two large markets." }],
  useOfFundsTitle: "Use of funds",
  financialLink: { label: "Full financial information", href: "/financial-information" },
  allocation: [{ category: "Research and clinical development", percent: 60, amount: "$30M" }],
  milestonesTitle: "Milestones",
  fundedByLabel: "funded by",
  milestones: [
    { milestone: "Platform design", amount: "$5M", progress: 100, status: "Complete", fundedBy: "Seed ($5M)" },
    { milestone: "In vitro validation", amount: "$15M", progress: 60, status: "In Progress", fundedBy: "Series A" },
    { milestone: "IND-enabling studies", amount: "$20M", progress: 25, status: "Planning", fundedBy: "Series A" },
    { milestone: "Phase I clinical trial", amount: "$35M", progress: 0, status: "Future", fundedBy: "Series B" },
  ],
  eventsTitle: "Investor events",
  eventsIntro: "Briefings on the round.",
  noEvents: "No investor events are announced at the moment.",
  eventCard: {
    held: "held",
    addToCalendar: "Add to calendar",
    calendarSource: "Investor Relations",
    calendarDescription: "{kind}: {summary}. {url}",
  },
  risksTitle: "Risks to consider",
  risks: [{ text: "Shares are illiquid and the investment may be lost in full." }],
};
