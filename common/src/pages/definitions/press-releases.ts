import { field } from "../fields";

/** The media kit's documents, as typeset from the site's content into the media library on first start. */
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
    subject: field.text("Subject of the e-mail the button starts", { max: 120 }),
  }),
  mediaKit: field.list(
    "Media kit",
    "Document",
    {
      document: field.choice("Typeset as", MEDIA_KIT_DOCUMENTS, {
        help: "Which of the kit's documents the server typeset for this entry on first start.",
      }),
      name: field.text("Name", { max: 120 }),
      description: field.text("Description", { max: 300 }),
      file: field.file("File", {
        help: "The PDF from the Media tab (/api/media/…/file); its size is shown beside it.",
      }),
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
