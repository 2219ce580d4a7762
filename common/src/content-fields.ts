/**
 * The fields each content type adds to an item (a release's category, a
 * publication's authors, a patent's number, ...), validated by the server on
 * every write and edited in the content form. Every field has a default, so
 * `{}` is valid for every type and a type change starts from the defaults.
 */
import { z } from "zod";
import type { ContentType } from "./api";
import { mediaDocumentUrlSchema } from "./pages/documents";

export const PUBLICATION_STATUSES = ["Under Review", "In Press", "Published"] as const;
export const PATENT_STATUSES = ["Pending", "Under Review", "Filed"] as const;
export const RESEARCH_STATUSES = ["Published", "Active"] as const;
export const CONFIDENTIALITY_LEVELS = ["Proprietary", "Confidential"] as const;
export const FILING_STATUSES = ["Filed", "Pending"] as const;
/** How much a publication, patent or regulatory step matters to the programme. */
export const IMPORTANCE_LEVELS = ["High", "Medium", "Low"] as const;
/** Where an event is listed: conferences on Research Publications, investor events on Investment Opportunity. */
export const EVENT_LISTINGS = ["Conference", "Investor event"] as const;

const shortText = (max: number) => z.string().trim().max(max);
const words = z.array(shortText(120).min(1)).max(50).default([]);
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use the form YYYY-MM-DD")
  .refine((v) => !Number.isNaN(Date.parse(v)), "Not a real date");

/** An item's download: a document in the media library (its `/api/media/<id>/file` address), or none. */
const document = mediaDocumentUrlSchema.nullable().default(null);

export const pressReleaseFieldsSchema = z.strictObject({
  category: shortText(60).default("Company News"),
  featured: z.boolean().default(false),
  document,
});

export const publicationFieldsSchema = z.strictObject({
  authors: words,
  journal: shortText(200).default(""),
  status: z.enum(PUBLICATION_STATUSES).default("Under Review"),
  articleType: shortText(60).default(""),
  keywords: words,
  impact: z.enum(IMPORTANCE_LEVELS).default("Medium"),
  document,
});

export const patentFieldsSchema = z.strictObject({
  number: shortText(60).default(""),
  status: z.enum(PATENT_STATUSES).default("Pending"),
  filingDate: isoDate.nullable().default(null),
  inventors: words,
  claims: z.number().int().min(0).max(10_000).nullable().default(null),
  priority: z.enum(IMPORTANCE_LEVELS).default("Medium"),
  territories: words,
  document,
});

export const researchFieldsSchema = z.strictObject({
  category: shortText(60).default("Research"),
  documentType: shortText(60).default("Research Paper"),
  /** The document's own reference, for example "RD-2025-001". */
  reference: shortText(40).default(""),
  status: z.enum(RESEARCH_STATUSES).default("Published"),
  confidentiality: z.enum(CONFIDENTIALITY_LEVELS).default("Proprietary"),
  document,
});

/** What a Form D (items 6 to 16) reports about the offering it gives notice of. */
export const offeringNoticeSchema = z.strictObject({
  round: shortText(60).min(1),
  exemption: shortText(60),
  totalMillions: z.number().min(0).max(100_000),
  soldMillions: z.number().min(0).max(100_000),
  /** "October 9, 2025", or words such as "Yet to occur". */
  firstSale: shortText(60),
  investors: z.number().int().min(0).max(100_000),
  amendment: z.boolean(),
});

export const secFilingFieldsSchema = z.strictObject({
  form: shortText(40).default(""),
  status: z.enum(FILING_STATUSES).default("Filed"),
  /** As the list states it, for example "156 KB". */
  fileSize: shortText(20).default(""),
  /** Present for a Form D and its amendments. */
  offering: offeringNoticeSchema.nullable().default(null),
  document,
});

export const regulatoryUpdateFieldsSchema = z.strictObject({
  /** The kind of step: "FDA Submission", "EMA Filing", "Manufacturing", ... */
  category: shortText(60).default("FDA Submission"),
  status: shortText(40).default("In Progress"),
  priority: z.enum(IMPORTANCE_LEVELS).default("Medium"),
  impact: shortText(600).default(""),
  nextSteps: shortText(600).default(""),
});

/** A wall-clock time at the venue, YYYY-MM-DDTHH:mm: an event keeps its local time whatever the visitor's zone. */
const localDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "Use the form YYYY-MM-DDTHH:mm")
  .refine((v) => !Number.isNaN(Date.parse(`${v}:00Z`)), "Not a real date and time");

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const eventFieldsSchema = z
  .strictObject({
    listing: z.enum(EVENT_LISTINGS).default("Conference"),
    /** "Oral presentation", "Poster", "Webcast", ... */
    kind: shortText(60).default(""),
    start: localDateTime.default("2026-01-01T09:00"),
    end: localDateTime.default("2026-01-01T10:00"),
    /** The venue's IANA zone (the organiser's, for a webcast). */
    timeZone: shortText(60).refine(isTimeZone, "Not a time zone, for example America/New_York").default("UTC"),
    venue: shortText(160).default(""),
  })
  .refine((e) => e.end >= e.start, { message: "Ends before it starts", path: ["end"] });

export const pageFieldsSchema = z.strictObject({});

export const CONTENT_FIELDS_SCHEMAS = {
  press_release: pressReleaseFieldsSchema,
  publication: publicationFieldsSchema,
  patent: patentFieldsSchema,
  research: researchFieldsSchema,
  page: pageFieldsSchema,
  sec_filing: secFilingFieldsSchema,
  regulatory_update: regulatoryUpdateFieldsSchema,
  event: eventFieldsSchema,
} as const satisfies Record<ContentType, z.ZodType>;

export type PressReleaseFields = z.output<typeof pressReleaseFieldsSchema>;
export type PublicationFields = z.output<typeof publicationFieldsSchema>;
export type PatentFields = z.output<typeof patentFieldsSchema>;
export type ResearchFields = z.output<typeof researchFieldsSchema>;
export type PageFields = z.output<typeof pageFieldsSchema>;
export type OfferingNotice = z.output<typeof offeringNoticeSchema>;
export type SecFilingFields = z.output<typeof secFilingFieldsSchema>;
export type RegulatoryUpdateFields = z.output<typeof regulatoryUpdateFieldsSchema>;
export type EventFields = z.output<typeof eventFieldsSchema>;

export interface ContentFieldsByType {
  press_release: PressReleaseFields;
  publication: PublicationFields;
  patent: PatentFields;
  research: ResearchFields;
  page: PageFields;
  sec_filing: SecFilingFields;
  regulatory_update: RegulatoryUpdateFields;
  event: EventFields;
}
export type ContentFields = ContentFieldsByType[ContentType];

/** Any type's fields, as stored; the server checks them against the item's type. */
export const anyContentFieldsSchema = z.record(z.string(), z.unknown());

/** The fields of `type` from what was sent (or stored), with defaults filled in. */
export function parseContentFields(type: ContentType, fields: unknown) {
  return CONTENT_FIELDS_SCHEMAS[type].safeParse(fields ?? {});
}

export function defaultContentFields(type: ContentType): ContentFields {
  return CONTENT_FIELDS_SCHEMAS[type].parse({});
}
