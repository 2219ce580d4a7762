import { field } from "../fields";

export const patentPortfolioFields = {
  intro: field.text("Introduction", { max: 600, multiline: true, optional: true }),
  statLabels: field.group(
    "Summary figures: labels",
    {
      patents: field.text("Patent applications", { max: 60 }),
      trademarks: field.text("Trademarks", { max: 60 }),
      jurisdictions: field.text("Jurisdictions", { max: 60 }),
      claims: field.text("Claims", { max: 60 }),
    },
    { help: "The figures are counted from the published patents and the trademarks below." },
  ),
  patentsTitle: field.text("Patents: heading", { max: 120 }),
  noPatents: field.text("Patents: shown when none is published", { max: 300 }),
  factLabels: field.group("Patents: fact labels", {
    filed: field.text("Filed", { max: 40 }),
    inventors: field.text("Inventors", { max: 40 }),
    claims: field.text("Claims", { max: 40 }),
    territories: field.text("Territories", { max: 40 }),
  }),
  prioritySuffix: field.text("After a patent's priority", { max: 40, help: "“priority”, as in “High priority”." }),
  downloadLabel: field.text("Summary download button", { max: 60 }),
  trademarkLabels: field.group("Trademarks: fact labels", {
    number: field.text("Number", { max: 40 }),
    filed: field.text("Filed", { max: 40 }),
    class: field.text("Class", { max: 40 }),
  }),
  trademarksTitle: field.text("Trademarks: heading", { max: 120 }),
  trademarks: field.list(
    "Trademarks",
    "Trademark",
    {
      name: field.text("Mark", { max: 60 }),
      number: field.text("Number", { max: 40 }),
      status: field.choice("Status", ["Registered", "Pending"]),
      filed: field.text("Filed", { max: 40, help: "As written, for example “September 18, 2025”." }),
      class: field.text("Class", { max: 120 }),
    },
    { titleField: "name", max: 20 },
  ),
  strategyTitle: field.text("Strategy: heading", { max: 120 }),
  strategy: field.list("Strategy", "Point", { text: field.text("Point", { max: 300, multiline: true }) }, { max: 10 }),
} as const;
