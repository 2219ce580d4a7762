import { formatMillions, netIncome } from "@helixmap/common/millions";
import { SITE_DOCUMENTS } from "@helixmap/common/outbound-targets";
import type { RenderedMarkdown } from "@helixmap/common/pages/fields";
import { formatDisplayDate } from "@helixmap/common/publishing";
import { flowing, type SeedDocument } from "./document";
import { asFacts, closing, type DocumentSources, markdownLines, texts } from "./sources";

/** The page summaries the download buttons of the company pages offer (PAGE_DOWNLOADS). */

export function companyOverview(s: DocumentSources): SeedDocument {
  const page = s.pages.about;
  return flowing("Company Overview", [
    { heading: page.storyTitle, paragraphs: markdownLines(page.story) },
    { heading: "At a glance", facts: asFacts(page.facts) },
    { heading: page.missionTitle, paragraphs: [page.mission.description, page.vision.description] },
    { heading: page.valuesTitle, bullets: page.values.map((v) => `${v.title}: ${v.description}`) },
    ...closing(s),
  ]);
}

export function technologyOverview(s: DocumentSources): SeedDocument {
  const page = s.pages.technology;
  return flowing("Technology Platform Overview", [
    { heading: page.platformTitle, paragraphs: markdownLines(page.platformText), facts: asFacts(page.platformStats) },
    ...page.approaches.map((a) => ({ heading: a.title, paragraphs: [a.summary], bullets: texts(a.points) })),
    { heading: page.pipelineTitle, bullets: page.pipeline.map((p) => `${p.title}: ${p.description}`) },
    { heading: "Delivery systems", bullets: page.deliverySystems.map((d) => `${d.name}: ${d.use}`) },
    ...closing(s),
  ]);
}

export function scienceSummary(s: DocumentSources): SeedDocument {
  const page = s.pages.science;
  return flowing("Scientific Foundation Summary", [
    { heading: page.principlesTitle, bullets: page.principles.map((p) => `${p.title}: ${p.description}`) },
    { heading: page.openQuestionsTitle, bullets: texts(page.openQuestions) },
    {
      heading: "Full document",
      paragraphs: [`${page.documentName}: ${s.origin}${SITE_DOCUMENTS.scientificFoundation}`],
    },
    ...closing(s),
  ]);
}

export function investmentSummary(s: DocumentSources): SeedDocument {
  const page = s.pages["investment-opportunity"];
  return flowing("Series A Investment Summary", [
    { heading: "The offer", facts: asFacts(page.offerTerms) },
    { heading: page.thesisTitle, bullets: texts(page.thesis) },
    {
      heading: page.useOfFundsTitle,
      facts: page.allocation.map((u) => [u.category, `${u.percent}% (${u.amount})`] as const),
    },
    {
      heading: page.milestonesTitle,
      facts: page.milestones.map(
        (m) => [m.milestone, `${m.amount}, ${m.progress}% (${m.status}); ${page.fundedByLabel} ${m.fundedBy}`] as const,
      ),
    },
    { heading: "Risks", bullets: texts(page.risks) },
    { paragraphs: [page.accreditedNotice] },
    ...closing(s),
  ]);
}

export function financialProjections(s: DocumentSources): SeedDocument {
  const page = s.pages["financial-information"];
  const years = page.projections.map((r) => r.year);
  return flowing(
    `Financial Projections ${Math.min(...years)}-${Math.max(...years)}`,
    [
      {
        heading: "Ten-year projection",
        facts: page.projections.map(
          (r) =>
            [
              `${r.year} (${r.stage})`,
              `revenue ${formatMillions(r.revenue)}, expenses ${formatMillions(r.expenses)}, net income ${formatMillions(netIncome(r))}`,
            ] as const,
        ),
      },
      {
        heading: page.keyMetricsTitle,
        facts: page.keyMetrics.map((m) => [m.metric, `${m.value} (${m.change}, ${m.period})`] as const),
      },
      {
        heading: page.stagesTitle,
        facts: page.stages.map((st) => [`${st.stage} ${st.amount}`, `${st.progress}% (${st.status})`] as const),
      },
      {
        heading: page.scenariosTitle,
        bullets: page.scenarios.map(
          (sc) =>
            `${sc.title}: ${sc.marketPenetration}% market penetration, peak revenue ${sc.peakRevenue}, ${sc.timeline}, ${sc.probability}% probability`,
        ),
      },
      { heading: page.useOfFundsTitle, facts: page.allocation.map((u) => [u.category, `${u.percent}%`] as const) },
      { paragraphs: [page.disclaimer] },
      ...closing(s),
    ],
    "Millions of US dollars, forward-looking and unaudited",
  );
}

export function apiReference(s: DocumentSources): SeedDocument {
  const page = s.pages.developers;
  return flowing("Partner API Reference", [
    { paragraphs: [page.notice] },
    {
      heading: page.endpointsTitle,
      facts: page.endpoints.map((e) => [`${e.method} ${e.endpoint}`, `[${e.category}] ${e.description}`] as const),
    },
    { heading: page.rolesTitle, bullets: page.roles.map((r) => `${r.role} (${r.access}): ${r.description}`) },
    { heading: page.authenticationTitle, bullets: texts(page.authenticationSteps) },
    ...closing(s),
  ]);
}

const LISTS = /<(ul|ol)>[\s\S]*?<\/\1>/g;

/** A section's paragraphs, then its list entries as bullets: the order a legal section is written in. */
function sectionText(body: RenderedMarkdown) {
  const lists = body.html.match(LISTS) ?? [];
  return {
    paragraphs: markdownLines({ html: body.html.replace(LISTS, "") }),
    bullets: lists.flatMap((html) => markdownLines({ html })),
  };
}

/** A legal page as a document: its introduction, then its sections in order. */
export function legalDocument(s: DocumentSources, key: "privacy-policy" | "terms-of-service"): SeedDocument {
  const page = s.pages[key];
  return flowing(
    page.title,
    [
      { paragraphs: [page.intro] },
      ...page.sections.map((section) => ({ heading: section.title, ...sectionText(section.body) })),
      ...closing(s),
    ],
    `${page.lastUpdatedLabel} ${formatDisplayDate(page.lastUpdated)}`,
  );
}
