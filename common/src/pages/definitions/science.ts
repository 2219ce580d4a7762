import { pageDownloadKey } from "../documents";
import { field } from "../fields";

const heading = (label: string) => field.text(label, { max: 120 });
const lines = (label: string, itemLabel: string) =>
  field.list(label, itemLabel, { text: field.text(itemLabel, { max: 300 }) }, { titleField: "text", max: 12 });

export const scienceFields = {
  intro: field.text("Introduction", { max: 600, multiline: true }),
  summary: field.document("Summary download", { seeded: pageDownloadKey("science-summary") }),
  principlesTitle: heading("Principles: heading"),
  principles: field.list(
    "Principles",
    "Principle",
    { title: field.text("Title", { max: 120 }), description: field.text("Text", { max: 600, multiline: true }) },
    { titleField: "title", max: 8 },
  ),
  questionsTitle: heading("Questions: heading"),
  openQuestionsTitle: heading("Open questions: card heading"),
  openQuestions: lines("Open questions", "Question"),
  methodsTitle: heading("Methods: card heading"),
  methods: lines("How we will answer them", "Method"),
  documentTitle: heading("Foundation document: heading"),
  documentIntro: field.text("Foundation document: introduction", { max: 300, multiline: true }),
  documentName: field.text("Foundation document: its title", {
    max: 200,
    help: "Names the embedded document for screen readers and in the summary download.",
  }),
  documentLink: field.text("Foundation document: button", { max: 80 }),
  newTabNote: field.text("Words read out after the button", {
    max: 80,
    help: "Tells screen-reader users it opens a new tab.",
  }),
} as const;
