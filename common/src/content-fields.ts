/**
 * The fields each content type adds to an item (a release's category, a
 * publication's authors, a patent's number, ...), validated by the server on
 * every write and edited in the content form. Every field has a default, so
 * `{}` is valid for every type and a type change starts from the defaults.
 */
import { z } from "zod";
import type { ContentType } from "./api";

export const PUBLICATION_STATUSES = ["Under Review", "In Press", "Published"] as const;
export const PATENT_STATUSES = ["Pending", "Under Review", "Filed"] as const;

const shortText = (max: number) => z.string().trim().max(max);
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use the form YYYY-MM-DD")
  .refine((v) => !Number.isNaN(Date.parse(v)), "Not a real date");

export const pressReleaseFieldsSchema = z.strictObject({
  category: shortText(60).default("Company News"),
  featured: z.boolean().default(false),
});

export const publicationFieldsSchema = z.strictObject({
  authors: z.array(shortText(120).min(1)).max(50).default([]),
  journal: shortText(200).default(""),
  status: z.enum(PUBLICATION_STATUSES).default("Under Review"),
});

export const patentFieldsSchema = z.strictObject({
  number: shortText(60).default(""),
  status: z.enum(PATENT_STATUSES).default("Pending"),
  filingDate: isoDate.nullable().default(null),
});

export const researchFieldsSchema = z.strictObject({
  category: shortText(60).default("Research"),
  documentType: shortText(60).default("Research Paper"),
});

export const pageFieldsSchema = z.strictObject({});

export const CONTENT_FIELDS_SCHEMAS = {
  press_release: pressReleaseFieldsSchema,
  publication: publicationFieldsSchema,
  patent: patentFieldsSchema,
  research: researchFieldsSchema,
  page: pageFieldsSchema,
} as const satisfies Record<ContentType, z.ZodType>;

export type PressReleaseFields = z.output<typeof pressReleaseFieldsSchema>;
export type PublicationFields = z.output<typeof publicationFieldsSchema>;
export type PatentFields = z.output<typeof patentFieldsSchema>;
export type ResearchFields = z.output<typeof researchFieldsSchema>;
export type PageFields = z.output<typeof pageFieldsSchema>;

export interface ContentFieldsByType {
  press_release: PressReleaseFields;
  publication: PublicationFields;
  patent: PatentFields;
  research: ResearchFields;
  page: PageFields;
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
