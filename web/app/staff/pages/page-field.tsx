import type { FieldSpec, FieldSpecs } from "@helixmap/common/pages/fields";
import { MarkdownField } from "../editor/markdown-field";
import { ChooseMediaButton } from "../media/choose-media-button";
import { describedBy, FormField, inputClass } from "../ui/form-field";
import { childPath, type FieldPath, PART_LABELS } from "./field-paths";
import { ListField } from "./list-field";
import { FieldBox } from "./page-field-box";
import { usePageForm } from "./page-form-context";

type Doc = Record<string, unknown>;

const text = (v: unknown) => (typeof v === "string" ? v : "");
const doc = (v: unknown): Doc => (v && typeof v === "object" ? (v as Doc) : {});

/** The fields of a document, a group or a list entry, in the schema's order. */
export function PageFields({ fields, path, values }: { fields: FieldSpecs; path: FieldPath; values: Doc }) {
  return (
    <>
      {Object.entries(fields).map(([name, spec]) => (
        <PageField key={name} spec={spec} path={childPath(path, name)} value={values[name]} />
      ))}
    </>
  );
}

/** A labelled one-line or multi-line text input bound to `path`. */
function TextInput({
  path,
  label,
  hint,
  value,
  rows,
  type = "text",
}: {
  path: FieldPath;
  label: string;
  hint?: string;
  value: unknown;
  rows?: number;
  type?: "text" | "date";
}) {
  const form = usePageForm();
  const id = form.idOf(path);
  const error = form.errorAt(path);
  const props = {
    id,
    className: inputClass,
    readOnly: form.readOnly,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, { hint, error }),
    value: text(value),
  };
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {rows ? (
        <textarea rows={rows} {...props} onChange={(e) => form.set(path, e.target.value)} />
      ) : (
        <input type={type} {...props} onChange={(e) => form.set(path, e.target.value)} />
      )}
    </FormField>
  );
}

/** A Markdown field: the staff editor, with the field's label, hint and error around it. */
function MarkdownInput({ path, label, hint, value }: { path: FieldPath; label: string; hint: string; value: unknown }) {
  const form = usePageForm();
  const id = form.idOf(path);
  const error = form.errorAt(path);
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <MarkdownField
        id={id}
        label={label}
        value={text(value)}
        onChange={(markdown) => form.set(path, markdown)}
        readOnly={form.readOnly}
        invalid={Boolean(error)}
        describedBy={describedBy(id, { hint, error })}
        rows={6}
      />
    </FormField>
  );
}

function Select({
  path,
  label,
  hint,
  value,
  options,
}: {
  path: FieldPath;
  label: string;
  hint?: string;
  value: unknown;
  options: readonly string[];
}) {
  const form = usePageForm();
  const id = form.idOf(path);
  const error = form.errorAt(path);
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        className={inputClass}
        // A select cannot be read-only; disabled is its nearest.
        disabled={form.readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        value={text(value)}
        onChange={(e) => form.set(path, e.target.value)}
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </FormField>
  );
}

const MEDIA_ADDRESS_HINT =
  "Choose a PDF from the library, or type its address from the Media tab (/api/media/…/file); empty offers no download.";

/** A document from the media library, by its address; cleared, the field offers none (null). */
function MediaAddressInput({
  path,
  label,
  hint,
  value,
}: {
  path: FieldPath;
  label: string;
  hint?: string;
  value: unknown;
}) {
  const form = usePageForm();
  const id = form.idOf(path);
  const error = form.errorAt(path);
  const shown = hint ?? MEDIA_ADDRESS_HINT;
  return (
    <FormField id={id} label={label} hint={shown} error={error}>
      <input
        id={id}
        className={inputClass}
        readOnly={form.readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint: shown, error })}
        value={text(value)}
        onChange={(e) => form.set(path, e.target.value.trim() || null)}
      />
      {!form.readOnly && (
        <ChooseMediaButton kind="document" fieldLabel={label} onPick={(asset) => form.set(path, asset.url)} />
      )}
    </FormField>
  );
}

/** One field of a page's schema, with the input its kind calls for. */
function PageField({ spec, path, value }: { spec: FieldSpec; path: FieldPath; value: unknown }) {
  const form = usePageForm();
  switch (spec.kind) {
    case "text":
      return (
        <TextInput
          path={path}
          label={spec.label}
          hint={spec.help}
          value={value}
          rows={spec.multiline ? 4 : undefined}
        />
      );
    case "markdown":
      return (
        <MarkdownInput
          path={path}
          label={spec.label}
          hint={spec.help ?? "Stored as Markdown; the toolbar's last button shows the source."}
          value={value}
        />
      );
    case "date":
      return <TextInput path={path} label={spec.label} hint={spec.help} value={value} type="date" />;
    case "number": {
      const id = form.idOf(path);
      const error = form.errorAt(path);
      return (
        <FormField id={id} label={spec.label} hint={spec.help} error={error}>
          <input
            id={id}
            type="number"
            className={inputClass}
            readOnly={form.readOnly}
            min={spec.min}
            max={spec.max}
            step={spec.integer ? 1 : "any"}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, { hint: spec.help, error })}
            value={typeof value === "number" && Number.isFinite(value) ? value : ""}
            // An emptied input is null, which the schema refuses with "Enter a number".
            onChange={(e) => form.set(path, e.target.value === "" ? null : e.target.valueAsNumber)}
          />
        </FormField>
      );
    }
    case "choice":
      return <Select path={path} label={spec.label} hint={spec.help} value={value} options={spec.options} />;
    case "link":
      return (
        <FieldBox path={path} legend={spec.label} help={spec.help}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput path={childPath(path, "label")} label={PART_LABELS.label} value={doc(value).label} />
            <TextInput
              path={childPath(path, "href")}
              label={PART_LABELS.href}
              hint="A path on this site (/about, #contact), an https:// address or a mailto: address."
              value={doc(value).href}
            />
          </div>
        </FieldBox>
      );
    case "image":
      return (
        <FieldBox path={path} legend={spec.label} help={spec.help}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput
              path={childPath(path, "src")}
              label={PART_LABELS.src}
              hint="An image from the Media tab (/api/media/…/file) or on this site, such as /images/team.webp."
              value={doc(value).src}
            />
            <TextInput
              path={childPath(path, "alt")}
              label={PART_LABELS.alt}
              hint="What the image shows; empty only when it is decoration."
              value={doc(value).alt}
            />
          </div>
          {!form.readOnly && (
            <ChooseMediaButton
              kind="image"
              fieldLabel={spec.label}
              onPick={(asset) => form.set(path, { src: asset.url, alt: asset.decorative ? "" : asset.alt })}
            />
          )}
        </FieldBox>
      );
    case "document":
      return (
        <FieldBox path={path} legend={spec.label} help={spec.help}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput path={childPath(path, "label")} label={PART_LABELS.label} value={doc(value).label} />
            <MediaAddressInput
              path={childPath(path, "document")}
              label={PART_LABELS.document}
              value={doc(value).document}
            />
          </div>
        </FieldBox>
      );
    case "file":
      return <MediaAddressInput path={path} label={spec.label} hint={spec.help} value={value} />;
    case "group":
      return (
        <FieldBox path={path} legend={spec.label} help={spec.help}>
          <PageFields fields={spec.fields} path={path} values={doc(value)} />
        </FieldBox>
      );
    case "list":
      return (
        <ListField
          spec={spec}
          path={path}
          entries={Array.isArray(value) ? (value as Doc[]) : []}
          renderEntry={(entryPath, entry) => <PageFields fields={spec.of} path={entryPath} values={entry} />}
        />
      );
  }
}
