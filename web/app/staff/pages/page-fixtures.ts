import type { FieldSpec, FieldSpecs } from "@helixmap/common/pages/fields";
import { DOCUMENT_KEYS, documentKind, publicPathOf, SITE_KEY, SITE_TITLE } from "@helixmap/common/pages/page-catalogue";
import type { PageDocument, PageSummary, PageVersionSummary } from "@helixmap/common/pages/pages-api";

/** A value its schema accepts, for any field: enough to fill a whole document in a test. */
function validValue(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case "text":
      return "Sample".slice(0, spec.max);
    case "markdown":
      return "Sample";
    case "number":
      return spec.min ?? 1;
    case "date":
      return "2026-01-31";
    case "link":
      return { label: spec.label, href: "/" };
    case "choice":
      return spec.options[0];
    case "image":
      return { src: "/images/sample.webp", alt: spec.label };
    case "document":
      return { label: spec.label, document: null };
    case "file":
      return null;
    case "group":
      return validValues(spec.fields);
    case "list":
      return [validValues(spec.of)];
  }
}

export function validValues(fields: FieldSpecs): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([name, spec]) => [name, validValue(spec)]));
}

/** The About page's live values, valid against its schema: five values, so that list opens folded. */
export function aboutValues(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const card = (title: string) => ({ title, description: `${title} in practice.` });
  return {
    title: "About HelixMap",
    description: "Who we are and what we do.",
    breadcrumb: "",
    intro: "We map genes to cures.",
    overview: {
      label: "Download the company overview",
      document: "/api/media/00000000-0000-4000-8000-000000000003/file",
    },
    storyTitle: "Our story",
    story: "Founded in {{founded}}.\n\nWe began with one sequence.",
    facts: [{ value: "{{mappedGenes}}", label: "Genes mapped" }],
    missionTitle: "Mission and vision",
    mission: card("Mission"),
    vision: card("Vision"),
    approachesTitle: "Approaches",
    approaches: [card("Mapping")],
    platformLink: { label: "See the platform", href: "/technology" },
    valuesTitle: "Our values",
    values: ["Integrity", "Rigour", "Openness", "Care", "Courage"].map(card),
    ...overrides,
  };
}

export function aboutPage(overrides: Partial<PageDocument> = {}): PageDocument {
  return {
    key: "about",
    kind: "page",
    path: "/about",
    title: "About HelixMap",
    updatedAt: "2026-02-03T09:00:00.000Z",
    hasDraft: false,
    publishAt: null,
    fields: aboutValues(),
    draft: null,
    version: 2,
    liveVersion: 2,
    editedAt: "2026-02-03T09:00:00.000Z",
    editedBy: { email: "ada@example.com", fullName: "Ada Lovelace" },
    updatedBy: { email: "ada@example.com", fullName: "Ada Lovelace" },
    draftUpdatedAt: null,
    draftUpdatedBy: null,
    scheduleProblem: null,
    ...overrides,
  };
}

/** GET /api/pages: every public page, the HTML documents, then the site settings. */
export function pageSummaries(overrides: Partial<Record<string, Partial<PageSummary>>> = {}): PageSummary[] {
  return DOCUMENT_KEYS.map((key) => ({
    key,
    kind: documentKind(key),
    path: publicPathOf(key),
    title: key === SITE_KEY ? SITE_TITLE : key === "about" ? "About HelixMap" : `${key} page`,
    updatedAt: "2026-02-03T09:00:00.000Z",
    hasDraft: false,
    publishAt: null,
    version: 2,
    ...overrides[key],
  }));
}

export function versionSummary(number: number, overrides: Partial<PageVersionSummary> = {}): PageVersionSummary {
  return {
    number,
    kind: number === 1 ? "seeded" : "published",
    restoredFrom: null,
    createdAt: "2026-02-02T10:00:00.000Z",
    actor: number === 1 ? null : { email: "ada@example.com", fullName: "Ada Lovelace" },
    ...overrides,
  };
}

/** Rows of the Pages tab: every page, every HTML document and the site settings. */
export const ROW_COUNT = DOCUMENT_KEYS.length;
