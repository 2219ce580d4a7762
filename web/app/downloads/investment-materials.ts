import type { HomeData } from "../home/home-page";
import { factRows, milestoneLines, pointTexts, progressLines } from "./home-lines";
import type { PdfPages } from "./pdf-pages";
import { writePages } from "./pdf-pages";
import { downloadPdf } from "./pdf-writer";

/** The six pages of the investment materials package: its own words from the page's fields, figures from its sections. */
export function investmentMaterials({ page, research }: HomeData): PdfPages {
  const pack = page.materials;
  const { investment, technology } = page;
  const highlights = factRows(investment.highlights);
  const contents = [pack.summaryTitle, pack.platformTitle, pack.marketTitle, pack.financingTitle, pack.teamTitle];
  return [
    [
      { title: pack.title },
      { paragraph: pack.cover },
      { heading: pack.contentsTitle },
      { bullets: contents.map((c, i) => `${pack.pageLabel} ${i + 2}: ${c}`) },
      { small: pack.coverNote },
    ],
    [
      { title: pack.summaryTitle },
      { paragraph: pack.summary },
      { bullets: pointTexts(page.pitchDeck.approaches) },
      { facts: highlights },
    ],
    [
      { title: pack.platformTitle },
      { heading: pack.howItWorksTitle },
      { bullets: technology.mechanismSteps.map((s) => `${s.title}: ${s.description}`) },
      { heading: pack.deliveryTitle },
      { bullets: technology.deliverySystems.map((d) => `${d.name}: ${d.description}`) },
      { heading: pack.progressTitle },
      { bullets: progressLines(page.science) },
      { facts: factRows(page.science.efficacy) },
    ],
    [
      { title: pack.marketTitle },
      { paragraph: pack.market },
      ...page.applications.areas.map((a) => ({
        paragraph: `${a.title} (${a.marketSize}): ${a.summary} ${pack.timelineLabel} ${a.timeline}.`,
      })),
      { heading: pack.researchTitle },
      { bullets: research.map((d) => `${d.id}: ${d.title}`) },
    ],
    [
      { title: pack.financingTitle },
      { facts: highlights },
      { heading: pack.milestonesTitle },
      { paragraph: pack.milestonesNote },
      { bullets: milestoneLines(investment) },
      { heading: pack.projectionsTitle },
      { facts: factRows(investment.projections) },
      { small: investment.projectionsNote },
    ],
    [
      { title: pack.teamTitle },
      { bullets: page.contact.team.map((t) => `${t.name}, ${t.role}: ${t.specialization}`) },
      { heading: pack.advantagesTitle },
      { bullets: pointTexts(investment.advantages) },
      { heading: pack.risksTitle },
      { bullets: pointTexts(pack.risks) },
      { facts: factRows(pack.contact) },
    ],
  ];
}

/** Imported on click. */
export function downloadInvestmentMaterials(data: HomeData): Promise<void> {
  return downloadPdf(data.page.materials.title, (pdf) => writePages(pdf, investmentMaterials(data)));
}
