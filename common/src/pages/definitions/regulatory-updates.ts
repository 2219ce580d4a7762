import { pageDownloadKey } from "../documents";
import { field } from "../fields";

/** A short list of names, each with a detail in brackets or after a colon. */
const named = <const N extends string, const D extends string>(label: string, entry: string, name: N, detail: D) =>
  field.list(
    label,
    entry,
    { [name]: field.text(entry, { max: 120 }), [detail]: field.text("Detail", { max: 120 }) } as Record<
      N | D,
      ReturnType<typeof field.text>
    >,
    { titleField: name, max: 12 },
  );

export const regulatoryUpdatesFields = {
  intro: field.text("Introduction", { max: 600, multiline: true, optional: true }),
  activeUpdates: field.text("After the number of updates", {
    max: 60,
    help: "“active updates”, as in “5 active updates”.",
  }),
  summary: field.document("Regulatory summary download", { seeded: pageDownloadKey("regulatory-summary") }),
  updatesTitle: field.text("Updates: heading", { max: 120 }),
  noUpdates: field.text("Updates: shown when none is published", { max: 300 }),
  updateLabels: field.group("Updates: labels", {
    priority: field.text("Priority (read out by screen readers)", { max: 40 }),
    impact: field.text("Impact", { max: 40 }),
    nextSteps: field.text("Next steps", { max: 40 }),
  }),
  milestonesTitle: field.text("Milestones: heading", { max: 120 }),
  milestones: field.list(
    "Milestones",
    "Phase",
    {
      phase: field.text("Phase", { max: 120 }),
      status: field.text("Status", { max: 40 }),
      timeline: field.text("Timeline", { max: 60 }),
      activities: field.list("Activities", "Activity", { text: field.text("Activity", { max: 160 }) }, { max: 10 }),
      completed: field.number("Completed (%)", { integer: true, min: 0, max: 100 }),
    },
    { titleField: "phase", max: 10 },
  ),
  contact: field.group("Regulatory affairs contact", {
    title: field.text("Heading", { max: 120 }),
    description: field.text("Text", { max: 400, multiline: true }),
    button: field.text("Button", { max: 60, help: "Writes to the regulatory e-mail of the site settings." }),
    subject: field.text("Subject of the e-mail", { max: 120 }),
  }),
  complianceSectionTitle: field.text("Compliance and strategy: heading", { max: 120 }),
  complianceTitle: field.text("Compliance: heading", { max: 120 }),
  lastReviewLabel: field.text("Compliance: before the date of the last review", { max: 40 }),
  compliance: field.list(
    "Compliance areas",
    "Area",
    {
      area: field.text("Area", { max: 120 }),
      status: field.text("Status", { max: 40 }),
      lastReview: field.date("Last review"),
    },
    { titleField: "area", max: 12 },
  ),
  strategyTitle: field.text("Strategy: heading", { max: 120 }),
  marketsTitle: field.text("Primary markets: heading", { max: 120 }),
  markets: named("Primary markets", "Market", "market", "role"),
  designationsTitle: field.text("Special designations: heading", { max: 120 }),
  designations: named("Special designations", "Designation", "designation", "status"),
  goalsTitle: field.text("Timeline goals: heading", { max: 120 }),
  goals: named("Timeline goals", "Goal", "goal", "target"),
} as const;
