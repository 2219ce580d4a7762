import type { DocumentSources } from "./sources";

type Person = DocumentSources["pages"]["home"]["contact"]["team"][number];

/**
 * The officers who sign and answer for the filings, found by role in the
 * home page's leadership team; the first person answers for a role nobody
 * holds, so a renamed role never leaves a filing unsigned.
 */
export function leaders({ pages }: DocumentSources): { ceo: Person; cso: Person; cfo: Person } {
  const team = pages.home.contact.team;
  const holding = (word: string) => team.find((t) => t.role.includes(word)) ?? team[0]!;
  return { ceo: holding("Executive"), cso: holding("Scientific"), cfo: holding("Financial") };
}
