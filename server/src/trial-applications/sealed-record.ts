import type { Condition } from "@helixmap/common/trial-application-terms";
import type { ApplicationDetail, ApplicationSummary } from "@helixmap/common/trial-applications";
import type { trialApplications } from "../db/schema";
import { open, seal } from "./field-cipher";
import type { DataKey, KeyRing } from "./key-ring";

export type ApplicationRow = typeof trialApplications.$inferSelect;

/** A row with the reference of the application it repeats (read with a self-join), for the staff view. */
export interface LinkedApplicationRow {
  row: ApplicationRow;
  repeatOfReference: string | null;
}

/** The columns holding health or contact data (or staff notes about them), each sealed on its own. */
export const SEALED_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "age",
  "condition",
  "previousTreatments",
  "medicalHistory",
  "note",
] as const;
export type SealedField = (typeof SEALED_FIELDS)[number];
export type OpenFields = Record<SealedField, string>;

/** The associated data of one field: it only opens in the row and column it was sealed for. */
const context = (id: string, field: SealedField) => `trial_applications/${id}/${field}`;

export function sealField(key: DataKey, id: string, field: SealedField, value: string): string {
  return seal(key, value, context(id, field));
}

export function sealFields(key: DataKey, id: string, values: OpenFields): OpenFields {
  return Object.fromEntries(SEALED_FIELDS.map((f) => [f, sealField(key, id, f, values[f])])) as OpenFields;
}

export function openField(ring: KeyRing, row: Pick<ApplicationRow, "id" | SealedField>, field: SealedField): string {
  return open(ring, row[field], context(row.id, field));
}

export function openFields(ring: KeyRing, row: ApplicationRow): OpenFields {
  return Object.fromEntries(SEALED_FIELDS.map((f) => [f, openField(ring, row, f)])) as OpenFields;
}

export function toSummary(ring: KeyRing, { row, repeatOfReference }: LinkedApplicationRow): ApplicationSummary {
  return {
    id: row.id,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
    condition: openField(ring, row, "condition") as Condition,
    status: row.status,
    repeatOf: row.repeatOf && repeatOfReference ? { id: row.repeatOf, reference: repeatOfReference } : null,
  };
}

export function toDetail(ring: KeyRing, linked: LinkedApplicationRow): ApplicationDetail {
  const { row } = linked;
  const fields = openFields(ring, row);
  return {
    ...toSummary(ring, linked),
    updatedAt: row.updatedAt.toISOString(),
    ...fields,
    condition: fields.condition as Condition,
    age: Number(fields.age),
    consents: row.consents as ApplicationDetail["consents"],
  };
}
