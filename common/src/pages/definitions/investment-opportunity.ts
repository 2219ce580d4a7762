import { field } from "../fields";
import { eventCardFields } from "./event-card";

export const investmentOpportunityFields = {
  intro: field.text("Introduction", { max: 600, multiline: true, optional: true }),
  eventsTitle: field.text("Investor events: heading", { max: 120 }),
  eventsIntro: field.text("Investor events: introduction", { max: 300, multiline: true }),
  noEvents: field.text("Investor events: shown when none is published", { max: 300 }),
  eventCard: eventCardFields,
} as const;
