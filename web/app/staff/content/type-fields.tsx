import type { ContentType } from "@helixmap/common/api";
import { PATENT_STATUSES, PUBLICATION_STATUSES } from "@helixmap/common/content-fields";
import { describedBy, FormField, inputClass } from "../ui/form-field";

type Fields = Record<string, unknown>;

const text = (v: unknown) => (typeof v === "string" ? v : "");

/**
 * The fields a content type adds (common/src/content-fields.ts), shown for the chosen type only.
 * Errors arrive from the server as `fields.<name>`.
 */
export function TypeFields({
  idPrefix,
  type,
  fields,
  errors,
  onChange,
}: {
  idPrefix: string;
  type: ContentType;
  fields: Fields;
  errors: Record<string, string>;
  onChange: (fields: Fields) => void;
}) {
  const set = (name: string, value: unknown) => onChange({ ...fields, [name]: value });
  const fid = (name: string) => `${idPrefix}-fields-${name}`;
  const a11y = (name: string, hint?: string) => ({
    "aria-invalid": errors[`fields.${name}`] ? true : undefined,
    "aria-describedby": describedBy(fid(name), { hint, error: errors[`fields.${name}`] }),
  });
  const textField = (name: string, label: string, hint?: string) => (
    <FormField id={fid(name)} label={label} hint={hint} error={errors[`fields.${name}`]}>
      <input
        id={fid(name)}
        type="text"
        className={inputClass}
        {...a11y(name, hint)}
        value={text(fields[name])}
        onChange={(e) => set(name, e.target.value)}
      />
    </FormField>
  );
  const selectField = (name: string, label: string, options: readonly string[]) => (
    <FormField id={fid(name)} label={label} error={errors[`fields.${name}`]}>
      <select
        id={fid(name)}
        className={inputClass}
        {...a11y(name)}
        value={text(fields[name]) || options[0]}
        onChange={(e) => set(name, e.target.value)}
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </FormField>
  );

  switch (type) {
    case "press_release":
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          {textField("category", "Category")}
          <div className="flex items-center gap-2 self-end pb-2">
            <input
              id={fid("featured")}
              type="checkbox"
              className="size-4 rounded border-slate-300 accent-accent-700"
              checked={fields.featured === true}
              onChange={(e) => set("featured", e.target.checked)}
            />
            <label htmlFor={fid("featured")} className="text-sm font-medium text-slate-800">
              Featured
            </label>
          </div>
        </div>
      );
    case "publication":
      return (
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField id={fid("authors")} label="Authors" hint="Separated by commas." error={errors["fields.authors"]}>
            <input
              id={fid("authors")}
              type="text"
              className={inputClass}
              value={Array.isArray(fields.authors) ? fields.authors.join(", ") : ""}
              onChange={(e) =>
                set(
                  "authors",
                  e.target.value
                    .split(",")
                    .map((a) => a.trim())
                    .filter(Boolean),
                )
              }
            />
          </FormField>
          {textField("journal", "Journal")}
          {selectField("status", "Publication status", PUBLICATION_STATUSES)}
        </div>
      );
    case "patent":
      return (
        <div className="grid gap-4 sm:grid-cols-3">
          {textField("number", "Patent number")}
          {selectField("status", "Patent status", PATENT_STATUSES)}
          <FormField id={fid("filingDate")} label="Filing date" error={errors["fields.filingDate"]}>
            <input
              id={fid("filingDate")}
              type="date"
              className={inputClass}
              value={text(fields.filingDate)}
              onChange={(e) => set("filingDate", e.target.value || null)}
            />
          </FormField>
        </div>
      );
    case "research":
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          {textField("category", "Research category")}
          {textField("documentType", "Document type")}
        </div>
      );
    case "page":
      return null;
  }
}
