import { site } from "@helixmap/common/site";
import type { PdfPages } from "../../downloads/pdf-pages";
import { fundingText, markets, platform, seriesA, timelines } from "../figures";
import { team } from "./contact";
import { advantages, milestones, projectionsNote } from "./investment";
import { progressItems } from "./science";
import { codons } from "./technology";
import { therapyAreas } from "./therapy-areas";

export const pitchDeckTitle = `${site.companyName} Pitch Deck`;

/** The five pages of the pitch deck. */
export const pitchDeck: PdfPages = [
  [
    { title: pitchDeckTitle },
    { paragraph: `${site.tagline}. ${seriesA.round}: raising ${seriesA.target}.` },
    { heading: "The opportunity" },
    {
      paragraph: `HIV and cancer escape single-target treatments. We are designing one synthetic sequence of ${platform.aminoAcids} amino acids that acts on ${platform.mappedGenes} genes across ${platform.pathwaysClaim} cellular pathways at once.`,
    },
    { heading: "Two approaches" },
    { bullets: platform.approaches },
    { small: `Founded ${site.founded}. Confidential; prepared for accredited investors.` },
  ],
  [
    { title: "Technology" },
    {
      paragraph:
        "Codon groups in the sequence are each mapped to a therapeutic gene and carried into cells by established delivery systems.",
    },
    { heading: "Gene map" },
    { bullets: codons.map((c) => `${c.codon}: ${c.gene}, ${c.function.toLowerCase()}`) },
    { heading: "Progress" },
    { bullets: progressItems.map((p) => `${p.title}: ${p.progress}% (${p.status})`) },
  ],
  [
    { title: "Market" },
    { paragraph: `A total addressable market of ${markets.total} across four disease areas.` },
    { facts: therapyAreas.map((a) => [a.title, a.marketSize] as const) },
    { heading: "Why we can win" },
    { bullets: advantages },
  ],
  [
    { title: `${seriesA.round} terms` },
    {
      facts: [
        ["Raise", seriesA.target],
        ["Pre-money valuation", seriesA.preMoney],
        ["Post-money valuation", seriesA.postMoney],
        ["Investor ownership", seriesA.ownership],
        ["Projected peak revenue", seriesA.peakRevenue],
        ["Phase I start", timelines.phaseIMain],
      ],
    },
    { heading: "Milestones and the rounds that fund them" },
    {
      bullets: milestones.map(
        (m) => `${m.amount}: ${m.milestone} (${m.status}, ${m.progress}%), funded by ${fundingText(m.fundedBy)}`,
      ),
    },
    { small: projectionsNote },
  ],
  [
    { title: "Team and contact" },
    { bullets: team.map((t) => `${t.name}, ${t.role} (${t.credentials})`) },
    { heading: "Contact" },
    {
      facts: [
        ["Company", site.legalName],
        ["E-mail", site.contactEmail],
        ["Phone", site.phone],
      ],
    },
    {
      small:
        "This deck is not an offer to sell securities. The therapies described are experimental, not approved by any regulator, and all claims are unverified.",
    },
  ],
];
