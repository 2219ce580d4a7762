import { field } from "../fields";

/** The media kit's documents; each is typeset from the site's content when a visitor downloads it. */
export const MEDIA_KIT_DOCUMENTS = ["fact-sheet", "brand", "leadership", "platform"] as const;

export const pressReleasesFields = {
  intro: field.text("Introduction", { max: 600, multiline: true, optional: true }),
  alertsTitle: field.text("E-mail alerts: heading", { max: 120 }),
  alertsIntro: field.text("E-mail alerts: introduction", { max: 300, multiline: true }),
  releasesTitle: field.text("Releases: heading", { max: 120 }),
  noReleases: field.text("Releases: shown when none is published", { max: 300 }),
  featuredLabel: field.text("Badge of a featured release", { max: 40 }),
  downloadLabel: field.text("Download button", { max: 40 }),
  aboutCompany: field.text("About the company, closing every release's download", { max: 1200, multiline: true }),
  forwardLooking: field.text("Forward-looking statement, closing every release's download", {
    max: 1200,
    multiline: true,
  }),
  mediaKitTitle: field.text("Media kit: heading", { max: 120 }),
  pressContact: field.group("Press contact", {
    name: field.text("Name", { max: 120, help: "Who journalists write to, for example “Media Relations”." }),
    note: field.text("What journalists can ask for", { max: 300, multiline: true }),
    button: field.text("Button", { max: 60 }),
  }),
  mediaKit: field.list(
    "Media kit",
    "Document",
    {
      document: field.choice("Document", MEDIA_KIT_DOCUMENTS),
      name: field.text("Name", { max: 120 }),
      description: field.text("Description", { max: 300 }),
      size: field.number("Size (MB)", { min: 0, max: 1000 }),
    },
    { titleField: "name", max: 8 },
  ),
  awardsTitle: field.text("Awards: heading", { max: 120 }),
  awards: field.list(
    "Awards",
    "Award",
    {
      title: field.text("Award", { max: 120 }),
      organization: field.text("Given by", { max: 120 }),
      date: field.text("When", { max: 40, help: "As written, for example “November 2025”." }),
      description: field.text("Description", { max: 300, multiline: true }),
    },
    { titleField: "title", max: 12 },
  ),
} as const;
