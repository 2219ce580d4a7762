import type { PageValues } from "@helixmap/common/pages/page-catalogue";
import { fundAllocation } from "./fund-allocation";

export const investmentOpportunitySeed: PageValues<"investment-opportunity"> = {
  title: "Investment Opportunity",
  breadcrumb: "",
  description: "The {{fundingTarget}} Series A: valuation, use of funds and milestones, for accredited investors.",
  intro: "Series A: {{fundingTarget}} at a $150M pre-money valuation, for accredited investors.",
  summary: { label: "Download Investment Summary", document: null },
  contactButton: "Contact investor relations",
  contactSubject: "Series A investor enquiry",
  offerTitle: "The Series A offer",
  offerTerms: [
    { value: "{{fundingTarget}}", label: "Series A target" },
    { value: "$150M", label: "Pre-money valuation" },
    { value: "$200M", label: "Post-money valuation" },
    { value: "25%", label: "Ownership offered" },
  ],
  accreditedNotice:
    "This opportunity is open to accredited investors only. Nothing on this page is an offer to sell, or a solicitation of an offer to buy, securities; any offer is made only through definitive offering documents.",
  thesisTitle: "Why invest",
  thesis: [
    {
      text: "One platform, two large markets: HIV and cancer, within a combined addressable market we estimate at {{addressableMarket}}.",
    },
    {
      text: "A single {{aminoAcids}}-amino-acid construct mapped to {{mappedGenes}} genes, which can be re-mapped for new targets.",
    },
    {
      text: "A base-case peak revenue projection of $2.5B, with conservative and optimistic scenarios published alongside it.",
    },
    { text: "A path to a first clinical trial in 18-24 months for the lead programme." },
  ],
  useOfFundsTitle: "Use of funds",
  financialLink: { label: "Full financial information", href: "/financial-information" },
  allocation: fundAllocation.map((a) => ({ ...a })),
  milestonesTitle: "Milestones",
  fundedByLabel: "funded by",
  // $75M in all: the earlier rounds paid for the first, the Series A pays for the next two and part of the Phase I trial.
  milestones: [
    {
      milestone: "Platform design and in-silico validation",
      amount: "$5M",
      progress: 100,
      status: "Complete",
      fundedBy: "Founder capital ($0.5M), Seed ($2M) and Seed extension ($2.5M)",
    },
    {
      milestone: "In vitro validation of the gene map",
      amount: "$15M",
      progress: 60,
      status: "In Progress",
      fundedBy: "Series A",
    },
    {
      milestone: "IND-enabling preclinical studies",
      amount: "$20M",
      progress: 25,
      status: "Planning",
      fundedBy: "Series A",
    },
    {
      milestone: "Phase I clinical trial",
      amount: "$35M",
      progress: 0,
      status: "Future",
      fundedBy: "Series A ($15M) and Series B ($20M)",
    },
  ],
  eventsTitle: "Investor events",
  eventsIntro: "Briefings on the round; times are shown in the organiser's time zone.",
  noEvents: "No investor events are announced at the moment.",
  eventCard: {
    held: "held",
    addToCalendar: "Add to calendar",
    calendarSource: "Investor Relations",
    calendarDescription: "{kind} by {{companyName}}: {summary}.\nDetails: {url}",
  },
  risksTitle: "Risks to consider",
  risks: [
    { text: "The therapies are experimental; none has been tested in people or approved by any regulator." },
    { text: "Preclinical results may not carry over to humans, and trials may be delayed or fail." },
    { text: "Shares are illiquid and the investment may be lost in full." },
    { text: "Projections are estimates, not promises, and may change." },
  ],
};
