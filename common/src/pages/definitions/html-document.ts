import { field } from "../fields";

const lines = (label: string, itemLabel: string, help: string) =>
  field.list(
    label,
    itemLabel,
    { text: field.text(itemLabel, { max: 1200, multiline: true }) },
    { titleField: "text", max: 20, help },
  );

/**
 * The fields of an HTML document (the scientific foundation, the technology
 * demo): a title, a line under it and numbered or named sections of plain
 * paragraphs and bullet points. Text only, no Markdown: a paragraph that
 * starts "1." stays a paragraph, as it always read.
 */
export const htmlDocumentFields = {
  title: field.text("Title", { max: 120, help: "The document's heading and browser tab." }),
  subtitle: field.text("Line under the title", { max: 600, multiline: true, optional: true }),
  sections: field.list(
    "Sections",
    "Section",
    {
      heading: field.text("Heading", { max: 120 }),
      paragraphs: lines("Paragraphs", "Paragraph", "Shown in this order, before the bullet points."),
      bullets: lines("Bullet points", "Point", "A list after the paragraphs; leave it empty for none."),
    },
    { titleField: "heading", min: 1, max: 20 },
  ),
} as const;
