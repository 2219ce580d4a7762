import { field } from "../fields";

export const secFilingsFields = {
  intro: field.text("Introduction", { max: 600, multiline: true, optional: true }),
  filingsTitle: field.text("Filings: heading", { max: 120 }),
  tableCaption: field.text("Filings: table caption", { max: 120 }),
  columns: field.group("Filings: column headings", {
    form: field.text("Form", { max: 40 }),
    description: field.text("Description", { max: 40 }),
    date: field.text("Date", { max: 40 }),
    size: field.text("Size", { max: 40 }),
    status: field.text("Status", { max: 40 }),
    download: field.text("Download", { max: 40 }),
  }),
  noFilings: field.text("Filings: shown when none is published", { max: 300 }),
  downloadLabel: field.text("Download button", { max: 40 }),
  corporateTitle: field.text("Corporate information: heading", { max: 120 }),
  corporateName: field.text("Corporate information: name on the card", { max: 160 }),
  corporateFacts: field.list(
    "Corporate information",
    "Fact",
    { label: field.text("Label", { max: 60 }), value: field.text("Value", { max: 300 }) },
    { titleField: "label", max: 16 },
  ),
} as const;
