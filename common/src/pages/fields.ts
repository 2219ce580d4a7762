/**
 * The field kinds a page document is made of. A page's schema is a plain
 * object of these specs: the server derives its validation from it
 * (`valuesSchema`), the staff form its inputs, labels and help, and the web
 * app the types of what each page renders.
 */
import { z } from "zod";
import { mediaDocumentUrlSchema } from "./documents";

interface FieldBase {
  label: string;
  /** One sentence under the input in the staff form. */
  help?: string;
}

export interface TextField extends FieldBase {
  kind: "text";
  /** At most this many characters (default 300). */
  max?: number;
  /** A textarea rather than one line. */
  multiline?: boolean;
  /** May be left empty. */
  optional?: boolean;
}

export interface MarkdownField extends FieldBase {
  kind: "markdown";
  /** May be left empty. */
  optional?: boolean;
}

export interface NumberField extends FieldBase {
  kind: "number";
  min?: number;
  max?: number;
  integer?: boolean;
}

/** YYYY-MM-DD. */
export interface DateField extends FieldBase {
  kind: "date";
}

/** A link's words and target: a path on this site (`/about`, `#contact`), `https:` or `mailto:`. */
export interface LinkField extends FieldBase {
  kind: "link";
}

export interface ChoiceField<O extends string = string> extends FieldBase {
  kind: "choice";
  options: readonly O[];
}

/** An image: where it is and what it shows (empty alt text only when decorative). */
export interface ImageField extends FieldBase {
  kind: "image";
}

/**
 * A download: the link's words and the media library's document it offers
 * (its `/api/media/<id>/file` address), or none. `seeded` names the download
 * typeset into the library for it on first start (server/src/seed/documents/
 * catalogue.ts); entries of a list are matched there.
 */
export interface DocumentField extends FieldBase {
  kind: "document";
  seeded?: string;
}

/**
 * A file from the media library where the words around it are fields of
 * their own (a media kit entry, a trial card): the asset's
 * `/api/media/<id>/file` address, or null for none. `seeded` as for a document.
 */
export interface FileField extends FieldBase {
  kind: "file";
  seeded?: string;
}

export interface GroupField<F extends FieldSpecs = FieldSpecs> extends FieldBase {
  kind: "group";
  fields: F;
}

export interface ListField<F extends FieldSpecs = FieldSpecs> extends FieldBase {
  kind: "list";
  /** The fields of one entry. */
  of: F;
  /** What one entry is called in the form ("Card", "Milestone"). */
  itemLabel: string;
  /** The entry field whose value names an entry in the form's collapsed list. */
  titleField?: keyof F & string;
  min?: number;
  max?: number;
}

export type FieldSpec =
  | TextField
  | MarkdownField
  | NumberField
  | DateField
  | LinkField
  | ChoiceField
  | ImageField
  | DocumentField
  | FileField
  | GroupField
  | ListField;

export type FieldSpecs = Record<string, FieldSpec>;
export type FieldKind = FieldSpec["kind"];

export interface LinkValue {
  label: string;
  href: string;
}

export interface ImageValue {
  src: string;
  /** Empty only for a decorative image. */
  alt: string;
}

export interface DocumentValue {
  label: string;
  /** The asset's address in the media library (`/api/media/<id>/file`); null offers no download. */
  document: string | null;
}

/** The stored value of one field: Markdown and text as their source, placeholders unresolved. */
export type ValueOf<S> = S extends TextField | MarkdownField | DateField
  ? string
  : S extends NumberField
    ? number
    : S extends LinkField
      ? LinkValue
      : S extends ChoiceField<infer O>
        ? O
        : S extends ImageField
          ? ImageValue
          : S extends DocumentField
            ? DocumentValue
            : S extends FileField
              ? string | null
              : S extends GroupField<infer F>
                ? Values<F>
                : S extends ListField<infer F>
                  ? Values<F>[]
                  : never;

export type Values<F extends FieldSpecs> = { -readonly [K in keyof F]: ValueOf<F[K]> };

/** Markdown rendered to safe HTML at deploy time; a component can only place it, never print it as text. */
export interface RenderedMarkdown {
  html: string;
}

/** What a page component receives: placeholders resolved, Markdown rendered. */
export type RenderedOf<S> = S extends MarkdownField
  ? RenderedMarkdown
  : S extends GroupField<infer F>
    ? Rendered<F>
    : S extends ListField<infer F>
      ? Rendered<F>[]
      : ValueOf<S>;

export type Rendered<F extends FieldSpecs> = { -readonly [K in keyof F]: RenderedOf<F[K]> };

export const DEFAULT_TEXT_MAX = 300;
const MARKDOWN_MAX = 20_000;
const SAFE_HREF = /^(\/(?!\/)|#|https:\/\/|mailto:)/;

const href = z
  .string()
  .trim()
  .min(1, "Enter where the link goes")
  .max(2000)
  .regex(SAFE_HREF, "Use a path on this site (/about, #contact), an https:// address or a mailto: address");

function fieldSchema(spec: FieldSpec): z.ZodType {
  switch (spec.kind) {
    case "text": {
      const max = spec.max ?? DEFAULT_TEXT_MAX;
      const s = z.string().trim().max(max, `At most ${max} characters`);
      return spec.optional ? s : s.min(1, "Required");
    }
    case "markdown": {
      const s = z.string().trim().max(MARKDOWN_MAX, `At most ${MARKDOWN_MAX} characters`);
      return spec.optional ? s : s.min(1, "Required");
    }
    case "number": {
      let s = z.number({ error: "Enter a number" }).finite();
      if (spec.integer) s = s.int("Enter a whole number");
      if (spec.min !== undefined) s = s.min(spec.min, `At least ${spec.min}`);
      if (spec.max !== undefined) s = s.max(spec.max, `At most ${spec.max}`);
      return s;
    }
    case "date":
      return z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, "Use the form YYYY-MM-DD")
        .refine((v) => !Number.isNaN(Date.parse(v)), "Not a real date");
    case "link":
      return z.strictObject({ label: z.string().trim().min(1, "Required").max(DEFAULT_TEXT_MAX), href });
    case "choice":
      return z.enum(spec.options as [string, ...string[]], { error: `Choose one of: ${spec.options.join(", ")}` });
    case "image":
      return z.strictObject({
        src: z
          .string()
          .trim()
          .min(1, "Choose an image")
          .regex(/^\/(?!\/)/, "Use an image on this site"),
        alt: z.string().trim().max(DEFAULT_TEXT_MAX),
      });
    case "document":
      return z.strictObject({
        label: z.string().trim().min(1, "Required").max(DEFAULT_TEXT_MAX),
        document: mediaDocumentUrlSchema.nullable(),
      });
    case "file":
      return mediaDocumentUrlSchema.nullable();
    case "group":
      return valuesSchema(spec.fields);
    case "list": {
      let s = z.array(valuesSchema(spec.of)).max(spec.max ?? 200, `At most ${spec.max ?? 200} entries`);
      if (spec.min) s = s.min(spec.min, `At least ${spec.min} ${spec.min === 1 ? "entry" : "entries"}`);
      return s;
    }
  }
}

/** The zod schema of a document made of `fields`: every field present, nothing else. */
export function valuesSchema<F extends FieldSpecs>(fields: F): z.ZodType<Values<F>> {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, spec] of Object.entries(fields)) shape[name] = fieldSchema(spec);
  return z.strictObject(shape) as unknown as z.ZodType<Values<F>>;
}

/** Calls `visit` with every string value inside `value` (text, Markdown, link and image words) and its field path. */
export function eachText(
  fields: FieldSpecs,
  values: Record<string, unknown>,
  visit: (path: string, text: string, spec: FieldSpec) => void,
  prefix = "",
): void {
  for (const [name, spec] of Object.entries(fields)) {
    const path = prefix ? `${prefix}.${name}` : name;
    const value = values[name];
    switch (spec.kind) {
      case "text":
      case "markdown":
        if (typeof value === "string") visit(path, value, spec);
        break;
      case "link":
      case "document":
        if (value && typeof value === "object") visit(`${path}.label`, (value as LinkValue).label, spec);
        break;
      case "image":
        if (value && typeof value === "object") visit(`${path}.alt`, (value as ImageValue).alt, spec);
        break;
      case "group":
        if (value && typeof value === "object") eachText(spec.fields, value as Record<string, unknown>, visit, path);
        break;
      case "list":
        if (Array.isArray(value)) {
          value.forEach((entry, i) => {
            eachText(spec.of, entry as Record<string, unknown>, visit, `${path}.${i}`);
          });
        }
        break;
      default:
        break;
    }
  }
}

type Options<S extends FieldSpec> = Omit<S, "kind" | "label">;

/** Builders, so a schema reads as a list of labelled fields. */
export const field = {
  text: (label: string, opts: Options<TextField> = {}): TextField => ({ kind: "text", label, ...opts }),
  markdown: (label: string, opts: Options<MarkdownField> = {}): MarkdownField => ({ kind: "markdown", label, ...opts }),
  number: (label: string, opts: Options<NumberField> = {}): NumberField => ({ kind: "number", label, ...opts }),
  date: (label: string, opts: Options<DateField> = {}): DateField => ({ kind: "date", label, ...opts }),
  link: (label: string, opts: Options<LinkField> = {}): LinkField => ({ kind: "link", label, ...opts }),
  choice: <const O extends string>(
    label: string,
    options: readonly O[],
    opts: Omit<Options<ChoiceField<O>>, "options"> = {},
  ): ChoiceField<O> => ({ kind: "choice", label, options, ...opts }),
  image: (label: string, opts: Options<ImageField> = {}): ImageField => ({ kind: "image", label, ...opts }),
  document: (label: string, opts: Options<DocumentField> = {}): DocumentField => ({ kind: "document", label, ...opts }),
  file: (label: string, opts: Options<FileField> = {}): FileField => ({ kind: "file", label, ...opts }),
  group: <const F extends FieldSpecs>(
    label: string,
    fields: F,
    opts: Omit<Options<GroupField<F>>, "fields"> = {},
  ): GroupField<F> => ({ kind: "group", label, fields, ...opts }),
  list: <const F extends FieldSpecs>(
    label: string,
    itemLabel: string,
    of: F,
    opts: Omit<Options<ListField<F>>, "of" | "itemLabel"> = {},
  ): ListField<F> => ({ kind: "list", label, itemLabel, of, ...opts }),
};
