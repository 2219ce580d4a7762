import type { PageValues } from "@helixmap/common/pages/page-catalogue";

export const researchPublicationsSeed: PageValues<"research-publications"> = {
  ...{ title: "Research Publications", description: "Manuscripts, preprints and conference presentations." },
  breadcrumb: "",
  intro: "Manuscripts, preprints and conference presentations.",
  publicationsTitle: "Publications",
  noPublications: "No publications are published at the moment.",
  impactSuffix: "impact",
  keywordsLabel: "Keywords",
  downloadLabel: "Download Abstract",
  conferencesTitle: "Conferences",
  noConferences: "No conferences are announced at the moment.",
  eventCard: {
    held: "held",
    addToCalendar: "Add to calendar",
    calendarSource: "Investor Relations",
    calendarDescription: "{kind} by {{companyName}}: {summary}.\nDetails: {url}",
  },
};
