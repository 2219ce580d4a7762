import { lazy, Suspense } from "react";
import { inputClass } from "../ui/form-field";

export interface MarkdownFieldProps {
  /** The id the field's label, hint and error summary point at: the editable area's, or the source textarea's. */
  id: string;
  /** The field's label, repeated as the editable area's accessible name (a contenteditable has no <label>). */
  label: string;
  value: string;
  onChange: (markdown: string) => void;
  readOnly?: boolean;
  invalid?: boolean;
  describedBy?: string;
  rows?: number;
}

// Its own chunk, fetched when a form first shows a Markdown field: the editor never enters a public page's bundle.
const MarkdownEditor = lazy(() => import("./markdown-editor"));

/**
 * A Markdown field of a staff form: the WYSIWYG editor, and until its chunk has arrived a plain textarea
 * with the same id and value, so nothing typed meanwhile is lost.
 */
export function MarkdownField(props: MarkdownFieldProps) {
  const { id, value, onChange, readOnly, invalid, describedBy, rows = 10 } = props;
  return (
    <Suspense
      fallback={
        <textarea
          id={id}
          rows={rows}
          className={inputClass}
          value={value}
          readOnly={readOnly}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
        />
      }
    >
      <MarkdownEditor {...props} />
    </Suspense>
  );
}
