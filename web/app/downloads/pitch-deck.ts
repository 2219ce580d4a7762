import type { HomeData } from "../home/home-page";
import { factRows, milestoneLines, pointTexts, progressLines } from "./home-lines";
import type { PdfPages } from "./pdf-pages";
import { writePages } from "./pdf-pages";
import { downloadPdf } from "./pdf-writer";

/** The five pages of the pitch deck: its own words from the page's pitch deck fields, figures from its sections. */
export function pitchDeck({ page }: HomeData): PdfPages {
  const deck = page.pitchDeck;
  const { investment } = page;
  return [
    [
      { title: deck.title },
      { paragraph: deck.cover },
      { heading: deck.opportunityTitle },
      { paragraph: deck.opportunity },
      { heading: deck.approachesTitle },
      { bullets: pointTexts(deck.approaches) },
      { small: deck.coverNote },
    ],
    [
      { title: deck.technologyTitle },
      { paragraph: deck.technology },
      { heading: deck.geneMapTitle },
      { bullets: page.technology.codons.map((c) => `${c.codon}: ${c.gene}, ${c.function.toLowerCase()}`) },
      { heading: deck.progressTitle },
      { bullets: progressLines(page.science) },
    ],
    [
      { title: deck.marketTitle },
      { paragraph: deck.market },
      { facts: page.applications.areas.map((a) => [a.title, a.marketSize] as const) },
      { heading: deck.advantagesTitle },
      { bullets: pointTexts(investment.advantages) },
    ],
    [
      { title: deck.termsTitle },
      { facts: factRows(deck.terms) },
      { heading: deck.milestonesTitle },
      { bullets: milestoneLines(investment) },
      { small: investment.projectionsNote },
    ],
    [
      { title: deck.teamTitle },
      { bullets: page.contact.team.map((t) => `${t.name}, ${t.role} (${t.credentials})`) },
      { heading: deck.contactTitle },
      { facts: factRows(deck.contact) },
      { small: deck.disclaimer },
    ],
  ];
}

/** Imported on click, never in a page's first load. */
export function downloadPitchDeck(data: HomeData): Promise<void> {
  return downloadPdf(data.page.pitchDeck.title, (pdf) => writePages(pdf, pitchDeck(data)));
}
