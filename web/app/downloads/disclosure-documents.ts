import type { LegalDocument } from "../content/pages/legal";
import { LEGAL_LAST_UPDATED } from "../content/pages/legal";
import type { Patent } from "../content/pages/patents";
import { type mediaKit, type PressRelease, pressContact } from "../content/pages/press";
import type { Publication } from "../content/pages/publications";
import {
  complianceAreas,
  milestonePhases,
  primaryMarkets,
  regulatoryContact,
  regulatoryUpdates,
  specialDesignations,
  timelineGoals,
} from "../content/pages/regulatory";
import { corporateInfo, corporateInfoLabels, type SecFiling } from "../content/pages/sec-filings";
import type { DownloadDocument } from "./document";

export function pressReleaseDocument(release: PressRelease): DownloadDocument {
  return {
    title: release.title,
    subtitle: `${release.date} · ${release.category}`,
    blocks: [{ paragraphs: [release.summary] }, { heading: "Media contact", paragraphs: [pressContact.note] }],
  };
}

export function mediaKitDocument(item: (typeof mediaKit)[number]): DownloadDocument {
  return {
    title: item.name,
    subtitle: `Media kit item · full package ${item.size} MB`,
    blocks: [{ paragraphs: [item.description] }, { heading: "Full-resolution files", paragraphs: [pressContact.note] }],
  };
}

export function filingDocument(filing: SecFiling): DownloadDocument {
  return {
    title: filing.form,
    subtitle: `${filing.date} · ${filing.status}`,
    blocks: [
      { paragraphs: [filing.description] },
      {
        heading: "Issuer",
        facts: (Object.keys(corporateInfoLabels) as (keyof typeof corporateInfo)[]).map(
          (key) => [corporateInfoLabels[key], corporateInfo[key]] as const,
        ),
      },
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

export function legalDocument(doc: LegalDocument): DownloadDocument {
  return {
    title: doc.title,
    subtitle: `Last updated ${LEGAL_LAST_UPDATED}`,
    blocks: [
      { paragraphs: [doc.intro] },
      ...doc.sections.map((s) => ({ heading: s.title, paragraphs: s.paragraphs, bullets: s.bullets })),
    ],
  };
}
