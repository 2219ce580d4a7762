import { formatAddress, site } from "@helixmap/common/site";
import { fundingText, markets, platform, seriesA, seriesAMilestones, timelines } from "../copy/figures";
import { leaders, team } from "../copy/home/contact";
import { progressItems } from "../copy/home/science";
import { codons, deliverySystems, mechanismSteps } from "../copy/home/technology";
import { biographyOf } from "../copy/pages/leadership";
import type { Patent } from "../copy/pages/patents";
import { aboutCompany, forwardLooking, type mediaKit, type PressRelease, pressContact } from "../copy/pages/press";
import type { Publication } from "../copy/pages/publications";
import {
  complianceAreas,
  milestonePhases,
  primaryMarkets,
  regulatoryContact,
  regulatoryUpdates,
  specialDesignations,
  timelineGoals,
} from "../copy/pages/regulatory";
import { corporateInfo, corporateInfoLabels, type OfferingNotice, type SecFiling } from "../copy/pages/sec-filings";
import type { DocumentBlock, DownloadDocument } from "./document";

type MediaKitItem = (typeof mediaKit)[number];

export function pressReleaseDocument(release: PressRelease): DownloadDocument {
  return {
    title: release.title,
    subtitle: `Press release · ${release.date} · ${release.category}`,
    blocks: [
      { paragraphs: [release.summary, ...release.body] },
      { heading: `About ${site.companyName}`, paragraphs: [aboutCompany] },
      { paragraphs: [forwardLooking] },
      {
        heading: "Media contact",
        paragraphs: [`${pressContact.name}: ${site.contactEmail}, ${site.phone}. ${pressContact.note}`],
      },
    ],
  };
}

function factSheet(): DocumentBlock[] {
  return [
    {
      heading: "The company",
      paragraphs: [aboutCompany],
      facts: [
        ["Legal name", site.legalName],
        ["Founded", site.founded],
        ["Incorporated in", site.incorporationState],
        ["Headquarters", formatAddress()],
        ["Leadership", team.map((t) => `${t.name} (${t.role})`).join("; ")],
      ],
    },
    {
      heading: "The platform in figures",
      facts: [
        ["Synthetic sequence", `${platform.aminoAcids} amino acids`],
        ["Therapeutic genes mapped", String(platform.mappedGenes)],
        [platform.geneMappingsLabel, `${platform.geneMappingsClaim}, onto the ${platform.mappedGenes} genes`],
        ["Cellular pathways", platform.pathwaysClaim],
        ["Disease areas", `${platform.diseaseAreas}: HIV and cancer`],
        ["Phase I readiness", `${timelines.phaseIMain} (functional cure), ${timelines.phaseIPrevention} (prevention)`],
      ],
      bullets: platform.approaches,
    },
    {
      heading: `${seriesA.round} financing`,
      paragraphs: [
        `${seriesA.status} since ${seriesA.opened}, ${seriesA.committed} committed. Target ${seriesA.target} at ${seriesA.preMoney} pre-money (${seriesA.postMoney} post-money, ${seriesA.ownership} ownership offered). Projected peak revenue ${seriesA.peakRevenue} in the base case; total addressable market ${markets.total}.`,
      ],
      bullets: seriesAMilestones.map(
        (m) => `${m.amount}: ${m.milestone}, funded by ${fundingText(m.fundedBy)} (${m.status})`,
      ),
    },
  ];
}

function brandGuidelines(): DocumentBlock[] {
  return [
    {
      heading: "Our name",
      paragraphs: [
        `Write the company's name as ${site.companyName} in running text and ${site.legalName} where the legal entity is meant. Do not abbreviate it, split "HelixMap" into two words or change its capitals.`,
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
        `Files in other formats are available from ${pressContact.name} at ${site.contactEmail}.`,
      ],
    },
  ];
}

function leadership(): DocumentBlock[] {
  return [
    ...team.map((t) => ({
      heading: `${t.name}, ${t.role}`,
      paragraphs: biographyOf(t),
      facts: [
        ["Credentials", t.credentials],
        ["Specialisation", t.specialization],
      ] as const,
    })),
    {
      heading: "Photographs",
      paragraphs: [
        `Portraits of each leader are available for editorial use about ${site.companyName}, credited "${site.companyName}". Ask ${pressContact.name} at ${site.contactEmail} for high-resolution files.`,
      ],
    },
  ];
}

function platformOverview(): DocumentBlock[] {
  return [
    {
      heading: "One sequence, many genes",
      paragraphs: [
        `A single synthetic protein sequence of ${platform.aminoAcids} amino acids, read codon segment by codon segment, is mapped to ${platform.mappedGenes} therapeutic genes across ${platform.pathwaysClaim} cellular pathways. Our home page headline of ${platform.geneMappingsClaim} residue-to-gene mappings counts links, not genes: each residue links to at least one gene, some to several.`,
      ],
    },
    {
      heading: "The public part of the map",
      bullets: codons.map((c) => `${c.codon}: ${c.gene}, ${c.function} (${c.pathway})`),
    },
    { heading: "How it works", bullets: mechanismSteps.map((m) => `${m.title}: ${m.description}`) },
    { heading: "Delivery", bullets: deliverySystems.map((d) => `${d.name}: ${d.description}`) },
    {
      heading: "Where we are",
      paragraphs: [
        "Everything is preclinical. Workstream progress, as internal estimates of completion rather than clinical results:",
      ],
      bullets: progressItems.map((p) => `${p.title}: ${p.progress}% (${p.status})`),
    },
  ];
}

const MEDIA_KIT_BLOCKS: Record<MediaKitItem["key"], () => DocumentBlock[]> = {
  "fact-sheet": factSheet,
  brand: brandGuidelines,
  leadership,
  platform: platformOverview,
};

export function mediaKitDocument(item: MediaKitItem): DownloadDocument {
  return {
    title: item.name,
    subtitle: `${site.companyName} media kit · ${item.description}`,
    blocks: [
      ...MEDIA_KIT_BLOCKS[item.key](),
      { heading: "Media contact", paragraphs: [`${pressContact.name}: ${site.contactEmail}, ${site.phone}.`] },
    ],
  };
}

function issuerFacts(): DocumentBlock {
  return {
    heading: "Item 1 and 2. Issuer and principal place of business",
    facts: (Object.keys(corporateInfoLabels) as (keyof typeof corporateInfo)[]).map(
      (key) => [corporateInfoLabels[key], corporateInfo[key]] as const,
    ),
  };
}

function offeringBlocks(o: OfferingNotice): DocumentBlock[] {
  const dollars = (millions: number) => `$${(millions * 1_000_000).toLocaleString("en-US")}`;
  return [
    {
      heading: "Item 3. Related persons",
      bullets: team.map((t) => `${t.name}: executive officer (${t.role}) and director`),
    },
    {
      heading: "Items 4 to 9. The offering",
      facts: [
        ["Industry group", "Health care: biotechnology"],
        ["Issuer size", "Decline to disclose"],
        ["Federal exemption claimed", o.exemption],
        ["Type of filing", o.amendment ? "Amendment" : "New notice"],
        ["Date of first sale", o.firstSale],
        ["Duration of offering", "More than one year: no"],
        ["Type of securities", "Equity (preferred stock)"],
        ["Business combination", "No"],
      ],
    },
    {
      heading: "Items 10 to 16. Sales and proceeds",
      facts: [
        ["Round", o.round],
        ["Total offering amount", dollars(o.totalMillions)],
        ["Total amount sold", dollars(o.soldMillions)],
        ["Total remaining to be sold", dollars(o.totalMillions - o.soldMillions)],
        ["Investors so far", `${o.investors}, all accredited`],
        ["Sales commissions and finders' fees", "$0"],
        ["Proceeds paid to related persons", "$0"],
      ],
      paragraphs: [
        o.exemption === "Rule 506(c)"
          ? "Under Rule 506(c) the offering may be advertised, and every purchaser must be an accredited investor whose status the issuer has taken reasonable steps to verify."
          : "Under Rule 506(b) the offering was not advertised, and it was sold to accredited investors with whom the issuer had a prior relationship.",
      ],
    },
    {
      heading: "Signature",
      paragraphs: [
        `The issuer has duly caused this notice to be signed on its behalf by ${leaders.cfo.name}, ${leaders.cfo.role}, who certifies that the issuer is not disqualified from relying on Rule 506 for one of the reasons stated in Rule 506(d).`,
      ],
    },
  ];
}

export function filingDocument(filing: SecFiling): DownloadDocument {
  const intro = filing.offering
    ? `${site.legalName} filed this ${filing.form} with the U.S. Securities and Exchange Commission on ${filing.date}: ${filing.description} It is a summary copy for convenience; the official record is held by the SEC on EDGAR.`
    : `${site.legalName} submitted this ${filing.form} to the U.S. Securities and Exchange Commission on ${filing.date}: ${filing.description} Access codes let the company file notices such as Form D electronically.`;
  return {
    title: filing.form,
    subtitle: `${filing.date} · ${filing.status}`,
    blocks: [
      { paragraphs: [intro] },
      issuerFacts(),
      ...(filing.offering
        ? offeringBlocks(filing.offering)
        : [
            {
              heading: "Applicant contact and authorisation",
              paragraphs: [
                `Contact person: ${leaders.cfo.name}, ${leaders.cfo.role}, ${site.contactEmail}, ${site.phone}. The application was signed by ${leaders.ceo.name}, ${leaders.ceo.role}, and notarised as the SEC requires.`,
                "Once the codes are issued the company can file, amend and view its own submissions on EDGAR; the codes are kept by the Chief Financial Officer and changed whenever a holder leaves.",
              ],
            },
          ]),
    ],
  };
}

export function publicationDocument(pub: Publication): DownloadDocument {
  return {
    title: pub.title,
    subtitle: `${pub.authors.join(", ")} · ${pub.journal} · ${pub.date} · ${pub.status}`,
    blocks: [
      { heading: "Abstract", paragraphs: [pub.abstract] },
      {
        facts: [
          ["Type", pub.type],
          ["Impact", pub.impact],
          ["Keywords", pub.keywords.join(", ")],
        ],
      },
    ],
  };
}

export function patentDocument(patent: Patent): DownloadDocument {
  return {
    title: patent.title,
    subtitle: `${patent.number} · filed ${patent.filed} · ${patent.status}`,
    blocks: [
      { heading: "Abstract", paragraphs: [patent.abstract] },
      {
        facts: [
          ["Inventors", patent.inventors.join(", ")],
          ["Claims", String(patent.claims)],
          ["Priority", patent.priority],
          ["Territories filed", patent.territoryFiled.join(", ")],
        ],
      },
    ],
  };
}

export function regulatorySummary(): DownloadDocument {
  return {
    title: "Regulatory Summary",
    blocks: [
      ...regulatoryUpdates.map((u) => ({
        heading: u.title,
        facts: [
          ["Date", u.date],
          ["Type", u.type],
          ["Status", u.status],
          ["Priority", u.priority],
        ] as const,
        paragraphs: [u.description, `Impact: ${u.impact}`, `Next steps: ${u.nextSteps}`],
      })),
      {
        heading: "Milestones",
        bullets: milestonePhases.map((m) => `${m.phase} (${m.timeline}): ${m.status}, ${m.completed}% complete`),
      },
      {
        heading: "Compliance",
        bullets: complianceAreas.map((c) => `${c.area}: ${c.status}, last reviewed ${c.lastReview}`),
      },
      {
        heading: "Strategy",
        bullets: [
          ...primaryMarkets.map((m) => `${m.market}: ${m.role}`),
          ...specialDesignations.map((d) => `${d.designation}: ${d.status}`),
          ...timelineGoals.map((g) => `${g.goal}: ${g.target}`),
        ],
      },
      { heading: "Contact", paragraphs: [regulatoryContact.email] },
    ],
  };
}
