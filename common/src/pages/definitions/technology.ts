import { pageDownloadKey } from "../documents";
import { field } from "../fields";

const heading = (label: string) => field.text(label, { max: 120 });

export const technologyFields = {
  intro: field.text("Introduction", { max: 600, multiline: true }),
  overview: field.document("Technology overview download", { seeded: pageDownloadKey("technology-overview") }),
  platformTitle: heading("Platform: heading"),
  platformStats: field.list(
    "Platform: figures",
    "Figure",
    { value: field.text("Figure", { max: 40 }), label: field.text("Label", { max: 120 }) },
    { titleField: "label", max: 8 },
  ),
  platformText: field.markdown("Platform: text"),
  approachesTitle: heading("Approaches: heading"),
  approaches: field.list(
    "Approaches",
    "Approach",
    {
      title: field.text("Title", { max: 120 }),
      summary: field.text("Summary", { max: 600, multiline: true }),
      points: field.list(
        "Points",
        "Point",
        { text: field.text("Point", { max: 200 }) },
        { titleField: "text", max: 8 },
      ),
    },
    { titleField: "title", max: 6 },
  ),
  pipelineTitle: heading("From map to medicine: heading"),
  stepLabel: field.text("Word before each step's number", { max: 20, help: "“Step” shows as “Step 1”, “Step 2”…" }),
  pipeline: field.list(
    "Steps",
    "Step",
    { title: field.text("Title", { max: 120 }), description: field.text("Text", { max: 600, multiline: true }) },
    { titleField: "title", max: 8 },
  ),
  deliveryTitle: heading("Delivery systems: heading"),
  deliverySystems: field.list(
    "Delivery systems",
    "Delivery system",
    { name: field.text("Name", { max: 120 }), use: field.text("What it is used for", { max: 600, multiline: true }) },
    { titleField: "name", max: 12 },
  ),
  scienceLink: field.link("Link to the science page"),
} as const;
