import { fundingText } from "@helixmap/common/pages/funding-text";
import type { HomePage } from "../home/home-page";

/** The lines the home page's PDFs print from the page's fields, written the same way in each. */
export const pointTexts = (points: readonly { text: string }[]) => points.map((p) => p.text);

export const factRows = (facts: readonly { label: string; value: string }[]) =>
  facts.map((f) => [f.label, f.value] as const);

/** "$15M: In vitro validation of the gene map (In Progress, 60%), funded by Series A". */
export function milestoneLines(investment: HomePage["investment"]): string[] {
  const fundedBy = investment.fundedBy.toLowerCase();
  return investment.milestones.map(
    (m) => `${m.amount}: ${m.milestone} (${m.status}, ${m.progress}%), ${fundedBy} ${fundingText(m.fundedBy)}`,
  );
}

export const progressLines = (science: HomePage["science"]) =>
  science.progress.map((p) => `${p.title}: ${p.progress}% (${p.status})`);
