import { fundingText } from "@helixmap/common/pages/funding-text";
import { mediaContact } from "./disclosure-documents";
import type { DocumentBlock, SeedDocument } from "./document";
import { flowing } from "./document";
import { leaders } from "./leaders";
import { closing, type DocumentSources, formatAddress, settingsText } from "./sources";

/**
 * The media kit's four documents. Their own words live here, as seed
 * content; a figure the site settings hold is written as its placeholder
 * (`{{mappedGenes}}`) and resolved the way pages resolve theirs, and lists
 * (team, codons, milestones) come from the home page's sections.
 */

type MediaKitItem = DocumentSources["pages"]["press-releases"]["mediaKit"][number];

/** The Series A as the fact sheet states it on the day it was written (the target is the site's setting). */
const SERIES_A = {
  round: "Series A",
  opened: "November 2025",
  status: "Open",
  committed: "20%",
  preMoney: "$150M",
  postMoney: "$200M",
  ownership: "25%",
  peakRevenue: "$2.5B",
} as const;

const PHASE_I = { cure: "18-24 months", prevention: "24-36 months" } as const;

/** Several paragraphs per leader, by role; kept in the seed, not on the home page, which shows one line each. */
const BIOGRAPHIES = {
  ceo: [
    "Dr. Amara Lindqvist co-founded {{companyName}} in {{founded}} and leads its strategy, financing and partnerships as Chief Executive Officer. She set the company's principle of publishing its reasoning and open questions alongside its claims.",
    "Before founding the company she ran a gene therapy research group for nine years, where her team worked on lipid nanoparticle delivery of nucleic acids to immune cells and on in silico screening of multi-target constructs for unintended interactions.",
    "She holds a PhD in molecular biology. At the company she is an author of its research publications and a named inventor on its patent applications covering the codon-mapped sequence and its delivery formulations.",
  ],
  cso: [
    "Dr. Rafael Okonkwo is Chief Scientific Officer and directs the research programme: the codon map, the cell-model studies now under way and the IND-enabling studies that follow them.",
    "A physician-scientist trained in immunology, he spent more than a decade studying latent HIV reservoirs and the cell-survival pathways they share with solid tumours, the observation at the root of the company's single-platform approach.",
    "He holds an MD and a PhD in immunology. He is the lead author of the company's publication describing the codon-level map and a named inventor on all three of its patent applications.",
  ],
  cfo: [
    "Jordan Whitfield is Chief Financial Officer, responsible for finance, investor relations and corporate governance, including the {{companyName}} Series A and the company's filings with the SEC.",
    "He has spent his career in life-science finance, structuring early-stage rounds for therapeutics companies and building the reporting investors rely on between financing rounds.",
    "He holds an MBA and is a Certified Public Accountant. He is the contact for investor questions and for the investor events listed on the Investment Opportunity page.",
  ],
} as const;

function factSheet(s: DocumentSources): DocumentBlock[] {
  const page = s.pages["press-releases"];
  const home = s.pages.home;
  const { identity, figures } = s.site;
  const t = settingsText(s);
  return [
    {
      heading: "The company",
      paragraphs: [page.aboutCompany],
      facts: [
        ["Legal name", identity.legalName],
        ["Founded", identity.founded],
        ["Incorporated in", identity.incorporationState],
        ["Headquarters", formatAddress(s)],
        ["Leadership", home.contact.team.map((m) => `${m.name} (${m.role})`).join("; ")],
      ],
    },
    {
      heading: "The platform in figures",
      facts: [
        ["Synthetic sequence", `${figures.aminoAcids} amino acids`],
        ["Therapeutic genes mapped", String(figures.mappedGenes)],
        ["Residue-to-gene mappings", `${figures.geneMappings}, onto the ${figures.mappedGenes} genes`],
        ["Cellular pathways", figures.pathways],
        ["Disease areas", `${figures.diseaseAreas}: HIV and cancer`],
        ["Phase I readiness", `${PHASE_I.cure} (functional cure), ${PHASE_I.prevention} (prevention)`],
      ],
      bullets: home.pitchDeck.approaches.map((a) => a.text),
    },
    {
      heading: `${SERIES_A.round} financing`,
      paragraphs: [
        t(
          `${SERIES_A.status} since ${SERIES_A.opened}, ${SERIES_A.committed} committed. Target {{fundingTarget}} at ${SERIES_A.preMoney} pre-money (${SERIES_A.postMoney} post-money, ${SERIES_A.ownership} ownership offered). Projected peak revenue ${SERIES_A.peakRevenue} in the base case; total addressable market {{addressableMarket}}.`,
        ),
      ],
      bullets: home.investment.milestones.map(
        (m) =>
          `${m.amount}: ${m.milestone}, funded by ${fundingText(m.fundedBy, home.investment.roundsAnd)} (${m.status})`,
      ),
    },
  ];
}

function brandGuidelines(s: DocumentSources): DocumentBlock[] {
  const t = settingsText(s);
  const press = s.pages["press-releases"].pressContact.name;
  return [
    {
      heading: "Our name",
      paragraphs: [
        t(
          `Write the company's name as {{companyName}} in running text and {{legalName}} where the legal entity is meant. Do not abbreviate it, split "HelixMap" into two words or change its capitals.`,
        ),
        "The product is the gene-mapping platform; it has no separate brand name. The CODON MAP trademark (pending) names our mapping services and should be written in capitals with the trademark symbol on first use.",
      ],
    },
    {
      heading: "The logo",
      paragraphs: [
        "The logo is the double-helix mark followed by the word mark. Keep clear space around it equal to the height of the mark, and never show it smaller than 24 pixels or 8 millimetres high.",
        "Use the full-colour logo on white or very light backgrounds and the white logo on the dark slate of our website footer or on photographs dark enough to keep it legible.",
      ],
      bullets: [
        "Do not stretch, rotate, outline or add shadows to the logo",
        "Do not place the logo on busy images or colours that reduce contrast below 4.5:1",
        "Do not combine the logo with other marks without our written agreement",
      ],
    },
    {
      heading: "Colour and type",
      paragraphs: [
        "Our accent is a deep teal, used for links, buttons and highlights, with slate greys for text. Body text uses the system sans-serif typeface at a comfortable reading size.",
        t(`Files in other formats are available from ${press} at {{contactEmail}}.`),
      ],
    },
  ];
}

function leadership(s: DocumentSources): DocumentBlock[] {
  const t = settingsText(s);
  const press = s.pages["press-releases"].pressContact.name;
  const byRole = leaders(s);
  const biography = (name: string) => {
    const role = (Object.keys(byRole) as (keyof typeof byRole)[]).find((r) => byRole[r].name === name);
    return role ? BIOGRAPHIES[role].map(t) : [];
  };
  return [
    ...s.pages.home.contact.team.map((m) => ({
      heading: `${m.name}, ${m.role}`,
      paragraphs: biography(m.name),
      facts: [
        ["Credentials", m.credentials],
        ["Specialisation", m.specialization],
      ] as const,
    })),
    {
      heading: "Photographs",
      paragraphs: [
        t(
          `Portraits of each leader are available for editorial use about {{companyName}}, credited "{{companyName}}". Ask ${press} at {{contactEmail}} for high-resolution files.`,
        ),
      ],
    },
  ];
}

function platformOverview(s: DocumentSources): DocumentBlock[] {
  const { technology, science } = s.pages.home;
  const t = settingsText(s);
  return [
    {
      heading: "One sequence, many genes",
      paragraphs: [
        t(
          "A single synthetic protein sequence of {{aminoAcids}} amino acids, read codon segment by codon segment, is mapped to {{mappedGenes}} therapeutic genes across {{pathways}} cellular pathways. Our home page headline of {{geneMappings}} residue-to-gene mappings counts links, not genes: each residue links to at least one gene, some to several.",
        ),
      ],
    },
    {
      heading: "The public part of the map",
      bullets: technology.codons.map((c) => `${c.codon}: ${c.gene}, ${c.function} (${c.pathway})`),
    },
    { heading: "How it works", bullets: technology.mechanismSteps.map((m) => `${m.title}: ${m.description}`) },
    { heading: "Delivery", bullets: technology.deliverySystems.map((d) => `${d.name}: ${d.description}`) },
    {
      heading: "Where we are",
      paragraphs: [
        "Everything is preclinical. Workstream progress, as internal estimates of completion rather than clinical results:",
      ],
      bullets: science.progress.map((p) => `${p.title}: ${p.progress}% (${p.status})`),
    },
  ];
}

const MEDIA_KIT_BLOCKS: Record<MediaKitItem["document"], (s: DocumentSources) => DocumentBlock[]> = {
  "fact-sheet": factSheet,
  brand: brandGuidelines,
  leadership,
  platform: platformOverview,
};

export function mediaKitDocument(item: MediaKitItem, s: DocumentSources): SeedDocument {
  return flowing(
    item.name,
    [...MEDIA_KIT_BLOCKS[item.document](s), { heading: "Media contact", paragraphs: [mediaContact(s)] }, ...closing(s)],
    `${s.site.identity.companyName} media kit · ${item.description}`,
  );
}
