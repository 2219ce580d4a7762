import type { ContentType } from "@helixmap/common/api";
import type { OfferingNotice } from "@helixmap/common/content-fields";
import {
  CONFIDENTIALITY_LEVELS,
  EVENT_LISTINGS,
  FILING_STATUSES,
  IMPORTANCE_LEVELS,
  PATENT_STATUSES,
  PUBLICATION_STATUSES,
  RESEARCH_STATUSES,
} from "@helixmap/common/content-fields";
import { ChooseMediaButton } from "../media/choose-media-button";
import { describedBy, FormField, inputClass } from "../ui/form-field";
import { OfferingFields } from "./offering-fields";

type Fields = Record<string, unknown>;

const text = (v: unknown) => (typeof v === "string" ? v : "");

/**
 * The fields a content type adds (common/src/content-fields.ts), shown for the chosen type only.
 * Errors arrive from the server as `fields.<name>`.
 */
const DOCUMENT_HINT =
  "Choose a PDF from the library, or type its address from the Media tab (/api/media/…/file); empty offers no download.";

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
  const listField = (name: string, label: string) => (
    <FormField id={fid(name)} label={label} hint="Separated by commas." error={errors[`fields.${name}`]}>
      <input
        id={fid(name)}
        type="text"
        className={inputClass}
        {...a11y(name, "Separated by commas.")}
        value={Array.isArray(fields[name]) ? fields[name].join(", ") : ""}
        onChange={(e) =>
          set(
            name,
            e.target.value
              .split(",")
              .map((a) => a.trim())
              .filter(Boolean),
          )
        }
      />
    </FormField>
  );
  const numberField = (name: string, label: string) => (
    <FormField id={fid(name)} label={label} error={errors[`fields.${name}`]}>
      <input
        id={fid(name)}
        type="number"
        min={0}
        className={inputClass}
        {...a11y(name)}
        value={typeof fields[name] === "number" ? fields[name] : ""}
        onChange={(e) => set(name, e.target.value === "" ? null : Number(e.target.value))}
      />
    </FormField>
  );
  const dateTimeField = (name: string, label: string, hint: string) => (
    <FormField id={fid(name)} label={label} hint={hint} error={errors[`fields.${name}`]}>
      <input
        id={fid(name)}
        type="datetime-local"
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

  // The item's download: a PDF from the Media tab, by its address; cleared, the item offers none.
  const documentField = (
    <FormField id={fid("document")} label="Download (PDF)" hint={DOCUMENT_HINT} error={errors["fields.document"]}>
      <input
        id={fid("document")}
        className={inputClass}
        {...a11y("document", DOCUMENT_HINT)}
        value={text(fields.document)}
        onChange={(e) => set("document", e.target.value.trim() || null)}
      />
      <ChooseMediaButton kind="document" fieldLabel="Download (PDF)" onPick={(asset) => set("document", asset.url)} />
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
          {documentField}
        </div>
      );
    case "publication":
      return (
        <div className="grid gap-4 sm:grid-cols-3">
          {listField("authors", "Authors")}
          {textField("journal", "Journal")}
          {selectField("status", "Publication status", PUBLICATION_STATUSES)}
          {textField("articleType", "Article type", "Original Research, Review, Methods, ...")}
          {listField("keywords", "Keywords")}
          {selectField("impact", "Impact", IMPORTANCE_LEVELS)}
          {documentField}
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
          {listField("inventors", "Inventors")}
          {numberField("claims", "Claims")}
          {selectField("priority", "Priority", IMPORTANCE_LEVELS)}
          {listField("territories", "Territories filed")}
          {documentField}
        </div>
      );
    case "research":
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          {textField("category", "Research category")}
          {textField("documentType", "Document type")}
          {textField("reference", "Reference", "For example RD-2025-001.")}
          {selectField("status", "Document status", RESEARCH_STATUSES)}
          {selectField("confidentiality", "Confidentiality", CONFIDENTIALITY_LEVELS)}
          {documentField}
        </div>
      );
    case "sec_filing":
      return (
        <div className="grid gap-4 sm:grid-cols-3">
          {textField("form", "Form", "Form D, Form D/A, Form ID, ...")}
          {selectField("status", "Filing status", FILING_STATUSES)}
          {textField("fileSize", "File size", "Shown until the filing has a PDF, whose own size then shows.")}
          {documentField}
          <div className="sm:col-span-3">
            <OfferingFields
              idPrefix={fid("offering")}
              offering={fields.offering as OfferingNotice | null | undefined}
              errors={errors}
              onChange={(o) => set("offering", o)}
            />
          </div>
        </div>
      );
    case "regulatory_update":
      return (
        <div className="grid gap-4 sm:grid-cols-3">
          {textField("category", "Update type", "FDA Submission, EMA Filing, Manufacturing, ...")}
          {textField("status", "Status")}
          {selectField("priority", "Priority", IMPORTANCE_LEVELS)}
          {textField("impact", "Impact")}
          {textField("nextSteps", "Next steps")}
        </div>
      );
    case "event":
      return (
        <div className="grid gap-4 sm:grid-cols-3">
          {selectField("listing", "Listed with", EVENT_LISTINGS)}
          {textField("kind", "Kind of event", "Oral presentation, Poster, Webcast, ...")}
          {dateTimeField("start", "Starts", "The venue's local time.")}
          {dateTimeField("end", "Ends", "The venue's local time.")}
          {textField("timeZone", "Time zone", "The venue's, for example America/New_York.")}
          {textField("venue", "Venue", "For example Boston, MA.")}
        </div>
      );
    case "page":
      return null;
  }
}
