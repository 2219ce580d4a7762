import { pageDownloadKey } from "../documents";
import { field } from "../fields";

const heading = (label: string) => field.text(label, { max: 120 });
const column = (label: string) => field.text(label, { max: 40 });
const millions = (label: string) => field.number(label, { help: "Millions of US dollars." });

export const financialInformationFields = {
  projectionsDownload: field.document("Financial projections download", {
    seeded: pageDownloadKey("financial-projections"),
  }),
  keyMetricsTitle: heading("Key metrics: heading"),
  keyMetrics: field.list(
    "Key metrics",
    "Metric",
    {
      metric: field.text("Metric", { max: 120 }),
      value: field.text("Figure", { max: 40 }),
      change: field.text("Change or detail", { max: 120 }),
      period: field.text("Period", { max: 120 }),
    },
    { titleField: "metric", max: 8 },
  ),
  projectionsTitle: heading("Projections: heading"),
  disclaimer: field.text("Projections: disclaimer", {
    max: 600,
    multiline: true,
    help: "Shown under the heading and at the end of the projections download.",
  }),
  projectionsCaption: field.text("Projections: table caption", { max: 160 }),
  projectionColumns: field.group("Projections: column headings", {
    year: column("Year"),
    revenue: column("Revenue"),
    expenses: column("Expenses"),
    netIncome: column("Net income"),
    stage: column("Stage"),
  }),
  projections: field.list(
    "Projections",
    "Year",
    {
      year: field.number("Year", { integer: true, min: 2000, max: 2100 }),
      revenue: millions("Revenue"),
      expenses: millions("Expenses"),
      stage: field.text("Stage", { max: 120 }),
    },
    { titleField: "stage", max: 20, help: "Net income is revenue minus expenses, worked out on the page." },
  ),
  fundingTitle: heading("Funding: heading"),
  roundsCaption: field.text("Funding rounds: table caption", { max: 160 }),
  roundColumns: field.group("Funding rounds: column headings", {
    round: column("Round"),
    amount: column("Amount"),
    date: column("Date"),
    investors: column("Investors"),
  }),
  rounds: field.list(
    "Funding rounds",
    "Round",
    {
      round: field.text("Round", { max: 60 }),
      amount: field.text("Amount", { max: 20 }),
      date: field.text("Date or status", { max: 60 }),
      investors: field.text("Investors", { max: 200 }),
    },
    { titleField: "round", max: 12 },
  ),
  stagesTitle: heading("Funding stages: heading"),
  stages: field.list(
    "Funding stages",
    "Stage",
    {
      stage: field.text("Stage", { max: 60 }),
      amount: field.text("Amount", { max: 20 }),
      progress: field.number("Progress (%)", { integer: true, min: 0, max: 100 }),
      status: field.choice("Status", ["Complete", "In Progress", "Target", "Future"]),
    },
    { titleField: "stage", max: 12 },
  ),
  scenariosTitle: heading("Scenarios: heading"),
  scenarioLabels: field.group("Scenarios: labels", {
    marketPenetration: column("Market penetration"),
    probability: column("Probability"),
    peakRevenue: column("Peak revenue"),
    timeline: column("Timeline"),
  }),
  scenarios: field.list(
    "Scenarios",
    "Scenario",
    {
      title: field.text("Title", { max: 60 }),
      marketPenetration: field.number("Market penetration (%)", { min: 0, max: 100 }),
      probability: field.number("Probability (%)", { min: 0, max: 100 }),
      peakRevenue: field.text("Peak revenue", { max: 20 }),
      timeline: field.text("Timeline", { max: 60 }),
    },
    { titleField: "title", max: 6 },
  ),
  useOfFundsTitle: heading("Use of funds: heading"),
  allocationCaption: field.text("Use of funds: table caption", { max: 160 }),
  allocationColumns: field.group("Use of funds: column headings", {
    category: column("Category"),
    share: column("Share"),
    amount: column("Amount"),
  }),
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
} as const;
