import { pageDownloadKey } from "../documents";
import { field } from "../fields";

const card = {
  title: field.text("Title", { max: 120 }),
  description: field.text("Text", { max: 600, multiline: true }),
};

export const aboutFields = {
  intro: field.text("Introduction", { max: 600, multiline: true }),
  overview: field.document("Company overview download", { seeded: pageDownloadKey("company-overview") }),
  storyTitle: field.text("Story: heading", { max: 120 }),
  story: field.markdown("Story"),
  facts: field.list(
    "Story: facts",
    "Fact",
    { value: field.text("Figure", { max: 40 }), label: field.text("Label", { max: 120 }) },
    { titleField: "label", max: 8 },
  ),
  missionTitle: field.text("Mission and vision: heading", { max: 120 }),
  mission: field.group("Mission", card),
  vision: field.group("Vision", card),
  approachesTitle: field.text("Approaches: heading", { max: 120 }),
  approaches: field.list("Approaches", "Approach", card, { titleField: "title", max: 6 }),
  platformLink: field.link("Link to the platform page"),
  valuesTitle: field.text("Values: heading", { max: 120 }),
  values: field.list("Values", "Value", card, { titleField: "title", max: 8 }),
} as const;
