import type { ContentType } from "@helixmap/common/api";
import { CONTENT_FIELDS_SCHEMAS } from "@helixmap/common/content-fields";
import { slugProblem } from "@helixmap/common/slug";
import { z } from "zod";
import { ApiProblem } from "../../api/errors";
import { parseOrThrow } from "../../api/validate";

/** A derived slug passes the same check as a typed one (common/src/slug.ts). */
export function checkedSlug(slug: string): string {
  const problem = slugProblem(slug);
  if (problem) throw new ApiProblem(400, "VALIDATION_FAILED", "Some fields are not valid", { slug: problem });
  return slug;
}

/** The item type's own fields, with defaults filled in; a bad field is named as `fields.<name>`. */
export function checkedFields(type: ContentType, fields: unknown): Record<string, unknown> {
  return parseOrThrow(z.object({ fields: CONTENT_FIELDS_SCHEMAS[type] }), { fields }).fields;
}

/** A schedule time as the column stores it: null clears it. */
export const scheduleDate = (time: string | null) => (time === null ? null : new Date(time));
