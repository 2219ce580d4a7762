import { pageDownloadKey } from "../documents";
import { field } from "../fields";
import { eventCardFields } from "./event-card";

const heading = (label: string) => field.text(label, { max: 120 });
const lines = (label: string, itemLabel: string) =>
  field.list(label, itemLabel, { text: field.text(itemLabel, { max: 400, multiline: true }) }, { titleField: "text" });

export const investmentOpportunityFields = {
  intro: field.text("Introduction", { max: 600, multiline: true }),
  summary: field.document("Investment summary download", { seeded: pageDownloadKey("investment-summary") }),
  contactButton: field.text("Investor relations button", { max: 80, help: "Opens an e-mail to the general address." }),
  contactSubject: field.text("Investor relations e-mail subject", { max: 120 }),
  offerTitle: heading("Offer: heading"),
  offerTerms: field.list(
    "Offer: terms",
    "Term",
    { value: field.text("Figure", { max: 40 }), label: field.text("Label", { max: 120 }) },
    { titleField: "label", max: 8 },
  ),
  accreditedNotice: field.text("Accredited investors notice", { max: 600, multiline: true }),
  thesisTitle: heading("Why invest: heading"),
  thesis: lines("Why invest", "Reason"),
  useOfFundsTitle: heading("Use of funds: heading"),
  financialLink: field.link("Link to the financial information"),
  allocation: field.list(
    "Use of funds",
    "Category",
    {
      category: field.text("Category", { max: 120 }),
      percent: field.number("Share of the round (%)", { min: 0, max: 100 }),
      amount: field.text("Amount", { max: 20, help: "As stated, for example “$30M”." }),
    },
    { titleField: "category", max: 8 },
  ),
  milestonesTitle: heading("Milestones: heading"),
  fundedByLabel: field.text("Words between a milestone's cost and its rounds", { max: 40, help: "“funded by”" }),
  milestones: field.list(
    "Milestones",
    "Milestone",
    {
      milestone: field.text("Milestone", { max: 160 }),
      amount: field.text("Cost", { max: 20, help: "As stated, for example “$15M”." }),
      progress: field.number("Progress (%)", { integer: true, min: 0, max: 100 }),
      status: field.choice("Status", ["Complete", "In Progress", "Planning", "Future"]),
      fundedBy: field.text("Funded by", {
        max: 200,
        help: "The round, or the rounds and their shares: “Series A ($15M) and Series B ($20M)”.",
      }),
    },
    { titleField: "milestone", max: 12 },
  ),
  eventsTitle: heading("Investor events: heading"),
  eventsIntro: field.text("Investor events: introduction", { max: 300, multiline: true }),
  noEvents: field.text("Investor events: shown when none is published", { max: 300 }),
  eventCard: eventCardFields,
  risksTitle: heading("Risks: heading"),
  risks: lines("Risks", "Risk"),
} as const;
