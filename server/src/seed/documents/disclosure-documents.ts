import type { OfferingNotice } from "@helixmap/common/content-fields";
import { textLines } from "@helixmap/common/html-text";
import { formatDisplayDate, formatDisplayMonth, itemsOfType, type PublishedItemOf } from "@helixmap/common/publishing";
import { type DocumentBlock, flowing, type SeedDocument } from "./document";
import { leaders } from "./leaders";
import { closing, type DocumentSources } from "./sources";

/** The item downloads of the list pages: a press release, a filing, a publication, a patent; and the regulatory summary. */

export function mediaContact(s: DocumentSources): string {
  const page = s.pages["press-releases"];
  return `${page.pressContact.name}: ${s.site.contact.contactEmail}, ${s.site.contact.phone}.`;
}

export function pressReleaseDocument(release: PublishedItemOf<"press_release">, s: DocumentSources): SeedDocument {
  const page = s.pages["press-releases"];
  return flowing(
    release.title,
    [
      { paragraphs: [release.summary, ...textLines(release.html, Number.POSITIVE_INFINITY)] },
      { heading: `About ${s.site.identity.companyName}`, paragraphs: [page.aboutCompany] },
      { paragraphs: [page.forwardLooking] },
      { heading: "Media contact", paragraphs: [`${mediaContact(s)} ${page.pressContact.note}`] },
      ...closing(s),
    ],
    `Press release · ${formatDisplayDate(release.displayDate)} · ${release.fields.category}`,
  );
}

function offeringBlocks(o: OfferingNotice, s: DocumentSources): DocumentBlock[] {
  const dollars = (millions: number) => `$${(millions * 1_000_000).toLocaleString("en-US")}`;
  const { cfo } = leaders(s);
  return [
    {
      heading: "Item 3. Related persons",
      bullets: s.pages.home.contact.team.map((t) => `${t.name}: executive officer (${t.role}) and director`),
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
    },
    {
      paragraphs: [
        o.exemption === "Rule 506(c)"
          ? "Under Rule 506(c) the offering may be advertised, and every purchaser must be an accredited investor whose status the issuer has taken reasonable steps to verify."
          : "Under Rule 506(b) the offering was not advertised, and it was sold to accredited investors with whom the issuer had a prior relationship.",
      ],
    },
    {
      heading: "Signature",
      paragraphs: [
        `The issuer has duly caused this notice to be signed on its behalf by ${cfo.name}, ${cfo.role}, who certifies that the issuer is not disqualified from relying on Rule 506 for one of the reasons stated in Rule 506(d).`,
      ],
    },
  ];
}

export function filingDocument(filing: PublishedItemOf<"sec_filing">, s: DocumentSources): SeedDocument {
  const { legalName } = s.site.identity;
  const { form, offering } = filing.fields;
  const date = formatDisplayDate(filing.displayDate);
  const { ceo, cfo } = leaders(s);
  const intro = offering
    ? `${legalName} filed this ${form} with the U.S. Securities and Exchange Commission on ${date}: ${filing.summary} It is a summary copy for convenience; the official record is held by the SEC on EDGAR.`
    : `${legalName} submitted this ${form} to the U.S. Securities and Exchange Commission on ${date}: ${filing.summary} Access codes let the company file notices such as Form D electronically.`;
  return flowing(
    form,
    [
      { paragraphs: [intro] },
      {
        heading: "Item 1 and 2. Issuer and principal place of business",
        facts: s.pages["sec-filings"].corporateFacts.map((f) => [f.label, f.value] as const),
      },
      ...(offering
        ? offeringBlocks(offering, s)
        : [
            {
              heading: "Applicant contact and authorisation",
              paragraphs: [
                `Contact person: ${cfo.name}, ${cfo.role}, ${s.site.contact.contactEmail}, ${s.site.contact.phone}. The application was signed by ${ceo.name}, ${ceo.role}, and notarised as the SEC requires.`,
                "Once the codes are issued the company can file, amend and view its own submissions on EDGAR; the codes are kept by the Chief Financial Officer and changed whenever a holder leaves.",
              ],
            },
          ]),
      ...closing(s),
    ],
    `${date} · ${filing.fields.status}`,
  );
}

export function publicationDocument(pub: PublishedItemOf<"publication">, s: DocumentSources): SeedDocument {
  const f = pub.fields;
  return flowing(
    pub.title,
    [
      { heading: "Abstract", paragraphs: [pub.summary] },
      {
        facts: [
          ["Type", f.articleType],
          ["Impact", f.impact],
          ["Keywords", f.keywords.join(", ")],
        ],
      },
      ...closing(s),
    ],
    `${f.authors.join(", ")} · ${f.journal} · ${formatDisplayMonth(pub.displayDate)} · ${f.status}`,
  );
}

export function patentDocument(patent: PublishedItemOf<"patent">, s: DocumentSources): SeedDocument {
  const labels = s.pages["patent-portfolio"].factLabels;
  const f = patent.fields;
  const filed = f.filingDate ? formatDisplayDate(f.filingDate) : null;
  return flowing(
    patent.title,
    [
      { heading: "Abstract", paragraphs: [patent.summary] },
      {
        facts: [
          [labels.inventors, f.inventors.join(", ")],
          [labels.claims, f.claims === null ? "" : String(f.claims)],
          ["Priority", f.priority],
          [labels.territories, f.territories.join(", ")],
        ],
      },
      ...closing(s),
    ],
    [f.number, filed && `${labels.filed} ${filed}`, f.status].filter(Boolean).join(" · "),
  );
}

export function regulatorySummary(s: DocumentSources): SeedDocument {
  const page = s.pages["regulatory-updates"];
  const updates = itemsOfType(s, "regulatory_update");
  return flowing("Regulatory Summary", [
    ...updates.map((u) => ({
      heading: u.title,
      facts: [
        ["Date", u.displayDate],
        ["Type", u.fields.category],
        ["Status", u.fields.status],
        ["Priority", u.fields.priority],
      ] as const,
      paragraphs: [
        u.summary,
        `${page.updateLabels.impact}: ${u.fields.impact}`,
        `${page.updateLabels.nextSteps}: ${u.fields.nextSteps}`,
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
    { heading: page.contact.title, paragraphs: [s.site.contact.regulatoryEmail] },
    ...closing(s),
  ]);
}
