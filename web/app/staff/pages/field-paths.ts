import type { FieldSpec, FieldSpecs } from "@helixmap/common/pages/fields";

/**
 * A value's place in a page document, as the server names it in errors
 * without the leading `fields.`: `values.2.title`, `platformLink.href`.
 */
export type FieldPath = string;

export const childPath = (parent: FieldPath, name: string | number): FieldPath =>
  parent ? `${parent}.${name}` : String(name);

type Doc = Record<string, unknown>;

/** A copy of `doc` with `value` at `path`; everything off the path is shared, not copied. */
export function withValueAt(doc: Doc, path: FieldPath, value: unknown): Doc {
  const [head, ...rest] = path.split(".");
  if (head === undefined) return doc;
  if (rest.length === 0) return { ...doc, [head]: value };
  const inner = doc[head];
  if (Array.isArray(inner)) {
    const [index, ...tail] = rest;
    const i = Number(index);
    const next = [...inner];
    next[i] = tail.length === 0 ? value : withValueAt((inner[i] ?? {}) as Doc, tail.join("."), value);
    return { ...doc, [head]: next };
  }
  return { ...doc, [head]: withValueAt((inner ?? {}) as Doc, rest.join("."), value) };
}

/** What a new list entry or an absent field starts as: empty words, the first choice, the least number allowed. */
function blankValue(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case "text":
    case "markdown":
    case "date":
      return "";
    case "number":
      return spec.min ?? 0;
    case "link":
      return { label: "", href: "" };
    case "choice":
      return spec.options[0] ?? "";
    case "image":
      return { src: "", alt: "" };
    case "document":
      return { label: "", document: null };
    case "file":
      return null;
    case "group":
      return blankValues(spec.fields);
    case "list":
      return Array.from({ length: spec.min ?? 0 }, () => blankValues(spec.of));
  }
}

export function blankValues(fields: FieldSpecs): Doc {
  return Object.fromEntries(Object.entries(fields).map(([name, spec]) => [name, blankValue(spec)]));
}

/** The words of the sub-values a link, image or document field is made of, as the form labels them. */
export const PART_LABELS = {
  label: "Words",
  href: "Goes to",
  src: "Image address",
  alt: "Alt text",
  document: "Document",
} as const;

/**
 * A path as a person reads it, from the schema's labels:
 * `values.2.title` -> "Values › Value 3 › Title".
 */
export function labelOfPath(fields: FieldSpecs, path: FieldPath): string {
  const labels: string[] = [];
  let specs: FieldSpecs | undefined = fields;
  let current: FieldSpec | undefined;
  const parts = path.split(".");
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    if (current?.kind === "list" && /^\d+$/.test(part)) {
      labels.push(`${current.itemLabel} ${Number(part) + 1}`);
      specs = current.of;
      current = undefined;
      continue;
    }
    const spec: FieldSpec | undefined = specs?.[part];
    if (!spec) {
      labels.push((PART_LABELS as Record<string, string | undefined>)[part] ?? part);
      specs = undefined;
      current = undefined;
      continue;
    }
    labels.push(spec.label);
    current = spec;
    specs = spec.kind === "group" ? spec.fields : undefined;
  }
  return labels.join(" › ");
}
