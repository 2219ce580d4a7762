import { SUMMARY_PREVIEW_LINES } from "@helixmap/common/constants";
import { textLines } from "@helixmap/common/html-text";
import { fundingText } from "@helixmap/common/pages/funding-text";
import { itemsOfType, type PublishedItemOf } from "@helixmap/common/publishing";
import type { DocumentBlock, SeedDocument } from "./document";
import type { DocumentSources } from "./sources";

/** The home page's downloads: the pitch deck, the investment materials package, and each research document's summary. */

type Home = DocumentSources["pages"]["home"];

const pointTexts = (points: readonly { text: string }[]) => points.map((p) => p.text);
const factRows = (facts: readonly { label: string; value: string }[]) => facts.map((f) => [f.label, f.value] as const);

/** "$15M: In vitro validation of the gene map (In Progress, 60%), funded by Series A". */
function milestoneLines(investment: Home["investment"]): string[] {
  const fundedBy = investment.fundedBy.toLowerCase();
  return investment.milestones.map(
    (m) =>
      `${m.amount}: ${m.milestone} (${m.status}, ${m.progress}%), ${fundedBy} ${fundingText(m.fundedBy, investment.roundsAnd)}`,
  );
}

const progressLines = (science: Home["science"]) =>
  science.progress.map((p) => `${p.title}: ${p.progress}% (${p.status})`);

/** Each part starts a page; a part's first line is that page's heading, as the deck's title is the cover's. */
const paged = (title: string, parts: readonly (readonly DocumentBlock[])[]): SeedDocument => ({ title, pages: parts });

/** The five pages of the pitch deck: its own words from the page's pitch deck fields, figures from its sections. */
export function pitchDeck(s: DocumentSources): SeedDocument {
  const page = s.pages.home;
  const deck = page.pitchDeck;
  const { investment } = page;
  return paged(deck.title, [
    [
      { paragraphs: [deck.cover] },
      { heading: deck.opportunityTitle, paragraphs: [deck.opportunity] },
      { heading: deck.approachesTitle, bullets: pointTexts(deck.approaches), small: deck.coverNote },
    ],
    [
      { heading: deck.technologyTitle, paragraphs: [deck.technology] },
      {
        heading: deck.geneMapTitle,
        bullets: page.technology.codons.map((c) => `${c.codon}: ${c.gene}, ${c.function.toLowerCase()}`),
      },
      { heading: deck.progressTitle, bullets: progressLines(page.science) },
    ],
    [
      {
        heading: deck.marketTitle,
        paragraphs: [deck.market],
        facts: page.applications.areas.map((a) => [a.title, a.marketSize] as const),
      },
      { heading: deck.advantagesTitle, bullets: pointTexts(investment.advantages) },
    ],
    [
      { heading: deck.termsTitle, facts: factRows(deck.terms) },
      { heading: deck.milestonesTitle, bullets: milestoneLines(investment), small: investment.projectionsNote },
    ],
    [
      { heading: deck.teamTitle, bullets: page.contact.team.map((t) => `${t.name}, ${t.role} (${t.credentials})`) },
      { heading: deck.contactTitle, facts: factRows(deck.contact), small: deck.disclaimer },
    ],
  ]);
}

export const researchItems = (s: DocumentSources) =>
  itemsOfType(s, "research").sort((a, b) => a.displayDate.localeCompare(b.displayDate));

const researchId = (doc: PublishedItemOf<"research">) => doc.fields.reference || doc.slug;

/** The six pages of the investment materials package: its own words from the page's fields, figures from its sections. */
export function investmentMaterials(s: DocumentSources): SeedDocument {
  const page = s.pages.home;
  const pack = page.materials;
  const { investment, technology } = page;
  const highlights = factRows(investment.highlights);
  const contents = [pack.summaryTitle, pack.platformTitle, pack.marketTitle, pack.financingTitle, pack.teamTitle];
  return paged(pack.title, [
    [
      { paragraphs: [pack.cover] },
      {
        heading: pack.contentsTitle,
        bullets: contents.map((c, i) => `${pack.pageLabel} ${i + 2}: ${c}`),
        small: pack.coverNote,
      },
    ],
    [
      {
        heading: pack.summaryTitle,
        paragraphs: [pack.summary],
        bullets: pointTexts(page.pitchDeck.approaches),
        facts: highlights,
      },
    ],
    [
      {
        heading: pack.platformTitle,
      },
      {
        heading: pack.howItWorksTitle,
        bullets: technology.mechanismSteps.map((st) => `${st.title}: ${st.description}`),
      },
      { heading: pack.deliveryTitle, bullets: technology.deliverySystems.map((d) => `${d.name}: ${d.description}`) },
      { heading: pack.progressTitle, bullets: progressLines(page.science), facts: factRows(page.science.efficacy) },
    ],
    [
      {
        heading: pack.marketTitle,
        paragraphs: [
          pack.market,
          ...page.applications.areas.map(
            (a) => `${a.title} (${a.marketSize}): ${a.summary} ${pack.timelineLabel} ${a.timeline}.`,
          ),
        ],
      },
      { heading: pack.researchTitle, bullets: researchItems(s).map((d) => `${researchId(d)}: ${d.title}`) },
    ],
    [
      { heading: pack.financingTitle, facts: highlights },
      { heading: pack.milestonesTitle, paragraphs: [pack.milestonesNote], bullets: milestoneLines(investment) },
      { heading: pack.projectionsTitle, facts: factRows(investment.projections), small: investment.projectionsNote },
    ],
    [
      {
        heading: pack.teamTitle,
        bullets: page.contact.team.map((t) => `${t.name}, ${t.role}: ${t.specialization}`),
      },
      { heading: pack.advantagesTitle, bullets: pointTexts(investment.advantages) },
      { heading: pack.risksTitle, bullets: pointTexts(pack.risks), facts: factRows(pack.contact) },
    ],
  ]);
}

/** One research document on one page: its description and the opening of its text. */
export function researchSummary(doc: PublishedItemOf<"research">, s: DocumentSources): SeedDocument {
  const labels = s.pages.home.research.summary;
  const { identity, contact } = s.site;
  const f = doc.fields;
  return {
    title: doc.title,
    subtitle: `${researchId(doc)} · ${f.documentType} · ${f.category} · ${f.status} · ${f.confidentiality}`,
    pages: [
      [
        { heading: labels.descriptionTitle, paragraphs: [doc.summary] },
        { heading: labels.previewTitle, paragraphs: textLines(doc.html, SUMMARY_PREVIEW_LINES) },
        { facts: [[labels.dateLabel, doc.displayDate]] },
        { heading: labels.contactTitle, facts: [[identity.legalName, `${contact.contactEmail}, ${contact.phone}`]] },
      ],
    ],
  };
}
