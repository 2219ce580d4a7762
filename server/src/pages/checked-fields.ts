import { fieldErrors } from "@helixmap/common/field-errors";
import { type DocumentKey, documentSchema } from "@helixmap/common/pages/page-catalogue";
import { ApiProblem } from "../api/errors";

/**
 * The whole document checked against its schema; a 400 names each bad field
 * as `fields.<path>` (`fields.values.2.title`), the path the staff form
 * shows the message at.
 */
export function checkedFields(key: DocumentKey, fields: unknown): Record<string, unknown> {
  const parsed = documentSchema(key).safeParse(fields);
  if (parsed.success) return parsed.data as Record<string, unknown>;
  const named = Object.fromEntries(Object.entries(fieldErrors(parsed.error)).map(([path, m]) => [`fields.${path}`, m]));
  throw new ApiProblem(400, "VALIDATION_FAILED", "Some fields are not valid", named);
}
