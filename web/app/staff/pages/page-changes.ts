import type { FieldSpecs } from "@helixmap/common/pages/fields";
import { childPath, type FieldPath, labelOfPath } from "./field-paths";

type Doc = Record<string, unknown>;

/** The words of every value a person typed, by path: a link's words and target, each list entry's fields. */
export function leafTexts(fields: FieldSpecs, values: Doc, prefix: FieldPath = ""): Map<FieldPath, string> {
  const leaves = new Map<FieldPath, string>();
  const put = (path: FieldPath, value: unknown) =>
    leaves.set(path, value === undefined || value === null ? "" : String(value));
  for (const [name, spec] of Object.entries(fields)) {
    const path = childPath(prefix, name);
    const value = values[name];
    switch (spec.kind) {
      case "link":
      case "image":
      case "document":
        for (const [part, partValue] of Object.entries((value ?? {}) as Doc)) put(childPath(path, part), partValue);
        break;
      case "group":
        for (const [p, t] of leafTexts(spec.fields, (value ?? {}) as Doc, path)) leaves.set(p, t);
        break;
      case "list":
        (Array.isArray(value) ? (value as Doc[]) : []).forEach((entry, i) => {
          for (const [p, t] of leafTexts(spec.of, entry, childPath(path, i))) leaves.set(p, t);
        });
        break;
      default:
        put(path, value);
    }
  }
  return leaves;
}

export interface PageChange {
  path: FieldPath;
  /** "Values › Value 3 › Title". */
  label: string;
  /** Null where the value does not exist on that side (a list entry added or removed). */
  before: string | null;
  after: string | null;
}

/** Every value that differs between two versions of a page, in the schema's order. */
export function pageChanges(fields: FieldSpecs, before: Doc, after: Doc): PageChange[] {
  const was = leafTexts(fields, before);
  const now = leafTexts(fields, after);
  const paths = [...new Set([...was.keys(), ...now.keys()])];
  return paths
    .filter((path) => was.get(path) !== now.get(path))
    .map((path) => ({
      path,
      label: labelOfPath(fields, path),
      before: was.get(path) ?? null,
      after: now.get(path) ?? null,
    }));
}
