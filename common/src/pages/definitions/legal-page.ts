import { pageDownloadKey, type SiteDocumentId } from "../documents";
import { field } from "../fields";

/** The fields of a legal page (privacy policy, terms of service): dated, numbered sections, and its PDF. */
export const legalPageFields = <const D extends SiteDocumentId>(document: D) =>
  ({
    intro: field.text("Introduction", { max: 600, multiline: true }),
    lastUpdatedLabel: field.text("Words before the date", { max: 40, help: "“Last updated”" }),
    lastUpdated: field.date("Last updated", { help: "Change it with every revision of the text." }),
    download: field.document("PDF download", { seeded: pageDownloadKey(document) }),
    contentsTitle: field.text("Contents list: heading", { max: 60 }),
    sections: field.list(
      "Sections",
      "Section",
      {
        title: field.text("Heading", { max: 120, help: "Numbered on the page in the order of the list." }),
        anchor: field.text("Link name", {
          max: 60,
          help: "Lower-case words joined by hyphens; links to this section end with #link-name. Changing it breaks them.",
        }),
        body: field.markdown("Text", { help: "Paragraphs, and a list where one helps (lines starting with “- ”)." }),
      },
      { titleField: "title", min: 1, max: 30 },
    ),
  }) as const;
