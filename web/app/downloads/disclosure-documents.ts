import type { OfferingNotice } from "@helixmap/common/content-fields";
import { fundingText } from "@helixmap/common/pages/funding-text";
import type { RenderedPage, RenderedSite } from "@helixmap/common/pages/page-catalogue";
import { formatAddress, site } from "@helixmap/common/site";
import { markets, platform, seriesA, seriesAMilestones, timelines } from "../copy/figures";
import { leaders, team } from "../copy/home/contact";
import { progressItems } from "../copy/home/science";
import { codons, deliverySystems, mechanismSteps } from "../copy/home/technology";
import { biographyOf } from "../copy/pages/leadership";
import type {
  PatentEntry,
  PressReleaseEntry,
  PublicationEntry,
  RegulatoryUpdateEntry,
  SecFilingEntry,
} from "../published/list-entries";
import type { DocumentBlock, DownloadDocument } from "./document";

/** A list page's loader data, as its downloads need it. */
interface PageData<K extends "press-releases" | "sec-filings" | "regulatory-updates"> {
  page: RenderedPage<K>;
  site: RenderedSite;
}
type PressPage = RenderedPage<"press-releases">;
type MediaKitItem = PressPage["mediaKit"][number];

const mediaContact = ({ page, site }: PageData<"press-releases">) =>
  `${page.pressContact.name}: ${site.contact.contactEmail}, ${site.contact.phone}.`;

export function pressReleaseDocument(release: PressReleaseEntry, data: PageData<"press-releases">): DownloadDocument {
  const { page, site } = data;
  return {
    title: release.title,
    subtitle: `Press release · ${release.date} · ${release.category}`,
    blocks: [
      { paragraphs: [release.summary, ...release.body] },
      { heading: `About ${site.identity.companyName}`, paragraphs: [page.aboutCompany] },
      { paragraphs: [page.forwardLooking] },
      { heading: "Media contact", paragraphs: [`${mediaContact(data)} ${page.pressContact.note}`] },
    ],
  };
}

function factSheet(page: PressPage): DocumentBlock[] {
  return [
    {
      heading: "The company",
      paragraphs: [page.aboutCompany],
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

function brandGuidelines(page: PressPage): DocumentBlock[] {
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
        `Files in other formats are available from ${page.pressContact.name} at ${site.contactEmail}.`,
      ],
    },
  ];
}

function leadership(page: PressPage): DocumentBlock[] {
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
        `Portraits of each leader are available for editorial use about ${site.companyName}, credited "${site.companyName}". Ask ${page.pressContact.name} at ${site.contactEmail} for high-resolution files.`,
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

const MEDIA_KIT_BLOCKS: Record<MediaKitItem["document"], (page: PressPage) => DocumentBlock[]> = {
  "fact-sheet": factSheet,
  brand: brandGuidelines,
  leadership,
  platform: platformOverview,
};

export function mediaKitDocument(item: MediaKitItem, data: PageData<"press-releases">): DownloadDocument {
  return {
    title: item.name,
    subtitle: `${data.site.identity.companyName} media kit · ${item.description}`,
    blocks: [
      ...MEDIA_KIT_BLOCKS[item.document](data.page),
      { heading: "Media contact", paragraphs: [mediaContact(data)] },
    ],
  };
}

function issuerFacts(page: RenderedPage<"sec-filings">): DocumentBlock {
  return {
    heading: "Item 1 and 2. Issuer and principal place of business",
    facts: page.corporateFacts.map((f) => [f.label, f.value] as const),
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

export function filingDocument(filing: SecFilingEntry, { page, site }: PageData<"sec-filings">): DownloadDocument {
  const { legalName } = site.identity;
  const intro = filing.offering
    ? `${legalName} filed this ${filing.form} with the U.S. Securities and Exchange Commission on ${filing.date}: ${filing.summary} It is a summary copy for convenience; the official record is held by the SEC on EDGAR.`
    : `${legalName} submitted this ${filing.form} to the U.S. Securities and Exchange Commission on ${filing.date}: ${filing.summary} Access codes let the company file notices such as Form D electronically.`;
  return {
    title: filing.form,
    subtitle: `${filing.date} · ${filing.status}`,
    blocks: [
      { paragraphs: [intro] },
      issuerFacts(page),
      ...(filing.offering
        ? offeringBlocks(filing.offering)
        : [
            {
              heading: "Applicant contact and authorisation",
              paragraphs: [
                `Contact person: ${leaders.cfo.name}, ${leaders.cfo.role}, ${site.contact.contactEmail}, ${site.contact.phone}. The application was signed by ${leaders.ceo.name}, ${leaders.ceo.role}, and notarised as the SEC requires.`,
                "Once the codes are issued the company can file, amend and view its own submissions on EDGAR; the codes are kept by the Chief Financial Officer and changed whenever a holder leaves.",
              ],
            },
          ]),
    ],
  };
}

export function publicationDocument(pub: PublicationEntry): DownloadDocument {
  return {
    title: pub.title,
    subtitle: `${pub.authors.join(", ")} · ${pub.journal} · ${pub.date} · ${pub.status}`,
    blocks: [
      { heading: "Abstract", paragraphs: [pub.summary] },
      {
        facts: [
          ["Type", pub.articleType],
          ["Impact", pub.impact],
          ["Keywords", pub.keywords.join(", ")],
        ],
      },
    ],
  };
}

export function patentDocument(
  patent: PatentEntry,
  labels: RenderedPage<"patent-portfolio">["factLabels"],
): DownloadDocument {
  return {
    title: patent.title,
    subtitle: [patent.number, patent.filed && `${labels.filed} ${patent.filed}`, patent.status]
      .filter(Boolean)
      .join(" · "),
    blocks: [
      { heading: "Abstract", paragraphs: [patent.summary] },
      {
        facts: [
          [labels.inventors, patent.inventors.join(", ")],
          [labels.claims, patent.claims === null ? "" : String(patent.claims)],
          ["Priority", patent.priority],
          [labels.territories, patent.territories.join(", ")],
        ],
      },
    ],
  };
}

export function regulatorySummary({
  page,
  site,
  updates,
}: PageData<"regulatory-updates"> & { updates: readonly RegulatoryUpdateEntry[] }): DownloadDocument {
  return {
    title: "Regulatory Summary",
    blocks: [
      ...updates.map((u) => ({
        heading: u.title,
        facts: [
          ["Date", u.date],
          ["Type", u.category],
          ["Status", u.status],
          ["Priority", u.priority],
        ] as const,
        paragraphs: [
          u.summary,
          `${page.updateLabels.impact}: ${u.impact}`,
          `${page.updateLabels.nextSteps}: ${u.nextSteps}`,
        ],
      })),
      {
        heading: page.milestonesTitle,
        bullets: page.milestones.map((m) => `${m.phase} (${m.timeline}): ${m.status}, ${m.completed}% complete`),
      },
      {
        heading: page.complianceTitle,
        bullets: page.compliance.map((c) => `${c.area}: ${c.status}, last reviewed ${c.lastReview}`),
      },
      {
        heading: page.strategyTitle,
        bullets: [
          ...page.markets.map((m) => `${m.market}: ${m.role}`),
          ...page.designations.map((d) => `${d.designation}: ${d.status}`),
          ...page.goals.map((g) => `${g.goal}: ${g.target}`),
        ],
      },
      { heading: page.contact.title, paragraphs: [site.contact.regulatoryEmail] },
    ],
  };
}
