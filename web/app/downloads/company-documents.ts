import { isSameSite } from "@helixmap/common/outbound-targets";
import { fundingText, seriesA } from "../copy/figures";
import { apiEndpoints, apiRoles, authenticationSteps, developerNotice } from "../copy/pages/developers";
import {
  allocationAmount,
  financialDisclaimer,
  formatMillions,
  fundAllocation,
  fundingStages,
  keyMetrics,
  projections,
  scenarios,
} from "../copy/pages/financial";
import { foundationDocument } from "../copy/pages/foundation-document";
import {
  accreditedNotice,
  investmentMilestones,
  investmentRisks,
  investmentThesis,
  offerTerms,
} from "../copy/pages/investment";
import { sciencePrinciples, scienceQuestions } from "../copy/pages/science";
import { approaches, deliverySystems, pipelineSteps, platformOverview, platformStats } from "../copy/pages/technology";
import { publicConfig } from "../public-config";
import type { DownloadDocument } from "./document";
import { markdownParagraphs } from "./markdown-paragraphs";
import type { PageDataOf } from "./site-downloads";

const asFacts = (stats: readonly { value: string; label: string }[]) => stats.map((s) => [s.label, s.value] as const);

export function companyOverview({ page }: PageDataOf<"company-overview">): DownloadDocument {
  return {
    title: "Company Overview",
    blocks: [
      { heading: page.storyTitle, paragraphs: markdownParagraphs(page.story) },
      { heading: "At a glance", facts: asFacts(page.facts) },
      { heading: page.missionTitle, paragraphs: [page.mission.description, page.vision.description] },
      { heading: page.valuesTitle, bullets: page.values.map((v) => `${v.title}: ${v.description}`) },
    ],
  };
}

export function technologyOverview(): DownloadDocument {
  return {
    title: "Technology Platform Overview",
    blocks: [
      { heading: "The platform", paragraphs: platformOverview, facts: asFacts(platformStats) },
      ...approaches.map((a) => ({ heading: a.title, paragraphs: [a.summary], bullets: a.points })),
      { heading: "From map to medicine", bullets: pipelineSteps.map((s) => `${s.title}: ${s.description}`) },
      { heading: "Delivery systems", bullets: deliverySystems.map((d) => `${d.name}: ${d.use}`) },
    ],
  };
}

function absoluteUrl(target: string): string {
  return isSameSite(target) ? `${publicConfig.siteOrigin}${target}` : target;
}

export function scienceSummary(): DownloadDocument {
  return {
    title: "Scientific Foundation Summary",
    blocks: [
      { heading: "Principles", bullets: sciencePrinciples.map((p) => `${p.title}: ${p.description}`) },
      { heading: "Open questions", bullets: scienceQuestions },
      {
        heading: "Full document",
        paragraphs: [`${foundationDocument.title}: ${absoluteUrl(foundationDocument.fullUrl)}`],
      },
    ],
  };
}

export function investmentSummary(): DownloadDocument {
  return {
    title: `${seriesA.round} Investment Summary`,
    blocks: [
      { heading: "The offer", facts: asFacts(offerTerms) },
      { heading: "Why invest", bullets: investmentThesis },
      {
        heading: "Use of funds",
        facts: fundAllocation.map((u) => [u.category, `${u.percent}% (${allocationAmount(u.percent)})`] as const),
      },
      {
        heading: "Milestones",
        facts: investmentMilestones.map(
          (m) =>
            [m.milestone, `${m.amount}, ${m.progress}% (${m.status}); funded by ${fundingText(m.fundedBy)}`] as const,
        ),
      },
      { heading: "Risks", bullets: investmentRisks },
      { paragraphs: [accreditedNotice] },
    ],
  };
}

export function financialProjections(): DownloadDocument {
  return {
    title: "Financial Projections 2025-2034",
    subtitle: "Millions of US dollars, forward-looking and unaudited",
    blocks: [
      {
        heading: "Ten-year projection",
        bullets: projections.map(
          (r) =>
            `${r.year} (${r.stage}): revenue ${formatMillions(r.revenue)}, expenses ${formatMillions(r.expenses)}, net income ${formatMillions(r.netIncome)}`,
        ),
      },
      {
        heading: "Key metrics",
        facts: keyMetrics.map((m) => [m.metric, `${m.value} (${m.change}, ${m.period})`] as const),
      },
      {
        heading: "Funding stages",
        facts: fundingStages.map((s) => [`${s.stage} ${s.amount}`, `${s.progress}% (${s.status})`] as const),
      },
      {
        heading: "Scenarios",
        bullets: scenarios.map(
          (s) =>
            `${s.title}: ${s.marketPenetration}% market penetration, peak revenue ${s.peakRevenue}, ${s.timeline}, ${s.probability}% probability`,
        ),
      },
      { heading: "Use of funds", facts: fundAllocation.map((u) => [u.category, `${u.percent}%`] as const) },
      { paragraphs: [financialDisclaimer] },
    ],
  };
}

export function apiReference(): DownloadDocument {
  return {
    title: "Partner API Reference",
    blocks: [
      { paragraphs: [developerNotice] },
      {
        heading: "Endpoints",
        bullets: apiEndpoints.map((e) => `${e.method} ${e.endpoint} [${e.category}]: ${e.description}`),
      },
      { heading: "Roles", bullets: apiRoles.map((r) => `${r.role} (${r.access}): ${r.description}`) },
      { heading: "Authentication", bullets: authenticationSteps },
    ],
  };
}
