import { formatMillions, netIncome } from "@helixmap/common/millions";
import { isSameSite } from "@helixmap/common/outbound-targets";
import { publicConfig } from "../public-config";
import type { DownloadDocument } from "./document";
import { markdownParagraphs } from "./markdown-paragraphs";
import type { PageDataOf } from "./site-downloads";

const asFacts = (stats: readonly { value: string; label: string }[]) => stats.map((s) => [s.label, s.value] as const);
const texts = (entries: readonly { text: string }[]) => entries.map((e) => e.text);

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

export function technologyOverview({ page }: PageDataOf<"technology-overview">): DownloadDocument {
  return {
    title: "Technology Platform Overview",
    blocks: [
      {
        heading: page.platformTitle,
        paragraphs: markdownParagraphs(page.platformText),
        facts: asFacts(page.platformStats),
      },
      ...page.approaches.map((a) => ({ heading: a.title, paragraphs: [a.summary], bullets: texts(a.points) })),
      { heading: page.pipelineTitle, bullets: page.pipeline.map((s) => `${s.title}: ${s.description}`) },
      { heading: "Delivery systems", bullets: page.deliverySystems.map((d) => `${d.name}: ${d.use}`) },
    ],
  };
}

function absoluteUrl(target: string): string {
  return isSameSite(target) ? `${publicConfig.siteOrigin}${target}` : target;
}

export function scienceSummary({ page }: PageDataOf<"science-summary">): DownloadDocument {
  return {
    title: "Scientific Foundation Summary",
    blocks: [
      { heading: page.principlesTitle, bullets: page.principles.map((p) => `${p.title}: ${p.description}`) },
      { heading: page.openQuestionsTitle, bullets: texts(page.openQuestions) },
      {
        heading: "Full document",
        paragraphs: [`${page.documentName}: ${absoluteUrl(publicConfig.scienceDocumentUrl)}`],
      },
    ],
  };
}

export function investmentSummary({ page }: PageDataOf<"investment-summary">): DownloadDocument {
  return {
    title: "Series A Investment Summary",
    blocks: [
      { heading: "The offer", facts: asFacts(page.offerTerms) },
      { heading: page.thesisTitle, bullets: texts(page.thesis) },
      {
        heading: page.useOfFundsTitle,
        facts: page.allocation.map((u) => [u.category, `${u.percent}% (${u.amount})`] as const),
      },
      {
        heading: page.milestonesTitle,
        facts: page.milestones.map(
          (m) =>
            [m.milestone, `${m.amount}, ${m.progress}% (${m.status}); ${page.fundedByLabel} ${m.fundedBy}`] as const,
        ),
      },
      { heading: "Risks", bullets: texts(page.risks) },
      { paragraphs: [page.accreditedNotice] },
    ],
  };
}

export function financialProjections({ page }: PageDataOf<"financial-projections">): DownloadDocument {
  const years = page.projections.map((r) => r.year);
  return {
    title: `Financial Projections ${Math.min(...years)}-${Math.max(...years)}`,
    subtitle: "Millions of US dollars, forward-looking and unaudited",
    blocks: [
      {
        heading: "Ten-year projection",
        bullets: page.projections.map(
          (r) =>
            `${r.year} (${r.stage}): revenue ${formatMillions(r.revenue)}, expenses ${formatMillions(r.expenses)}, net income ${formatMillions(netIncome(r))}`,
        ),
      },
      {
        heading: page.keyMetricsTitle,
        facts: page.keyMetrics.map((m) => [m.metric, `${m.value} (${m.change}, ${m.period})`] as const),
      },
      {
        heading: page.stagesTitle,
        facts: page.stages.map((s) => [`${s.stage} ${s.amount}`, `${s.progress}% (${s.status})`] as const),
      },
      {
        heading: page.scenariosTitle,
        bullets: page.scenarios.map(
          (s) =>
            `${s.title}: ${s.marketPenetration}% market penetration, peak revenue ${s.peakRevenue}, ${s.timeline}, ${s.probability}% probability`,
        ),
      },
      { heading: page.useOfFundsTitle, facts: page.allocation.map((u) => [u.category, `${u.percent}%`] as const) },
      { paragraphs: [page.disclaimer] },
    ],
  };
}

export function apiReference({ page }: PageDataOf<"api-reference">): DownloadDocument {
  return {
    title: "Partner API Reference",
    blocks: [
      { paragraphs: [page.notice] },
      {
        heading: page.endpointsTitle,
        bullets: page.endpoints.map((e) => `${e.method} ${e.endpoint} [${e.category}]: ${e.description}`),
      },
      { heading: page.rolesTitle, bullets: page.roles.map((r) => `${r.role} (${r.access}): ${r.description}`) },
      { heading: page.authenticationTitle, bullets: texts(page.authenticationSteps) },
    ],
  };
}
