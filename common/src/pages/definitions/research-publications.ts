import { field } from "../fields";
import { eventCardFields } from "./event-card";

export const researchPublicationsFields = {
  intro: field.text("Introduction", { max: 600, multiline: true, optional: true }),
  publicationsTitle: field.text("Publications: heading", {
    max: 120,
    help: "The number of publications follows it in brackets.",
  }),
  noPublications: field.text("Publications: shown when none is published", { max: 300 }),
  impactSuffix: field.text("After a publication's impact", { max: 40, help: "“impact”, as in “High impact”." }),
  keywordsLabel: field.text("Keywords: name for screen readers", { max: 60 }),
  downloadLabel: field.text("Abstract download button", { max: 60 }),
  conferencesTitle: field.text("Conferences: heading", {
    max: 120,
    help: "The number of conferences follows it in brackets.",
  }),
  noConferences: field.text("Conferences: shown when none is published", { max: 300 }),
  eventCard: eventCardFields,
} as const;
