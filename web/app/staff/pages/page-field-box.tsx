import type { ReactNode } from "react";
import { describedBy } from "../ui/form-field";
import type { FieldPath } from "./field-paths";
import { usePageForm } from "./page-form-context";

/** A labelled box around the inputs one value is made of (a group, a link, an image). */
export function FieldBox({
  path,
  legend,
  help,
  children,
}: {
  path: FieldPath;
  legend: string;
  help?: string;
  children: ReactNode;
}) {
  const form = usePageForm();
  const id = form.idOf(path);
  const error = form.errorAt(path);
  return (
    <fieldset
      id={id}
      className="space-y-4 rounded-lg border border-slate-200 p-4"
      aria-describedby={describedBy(id, { hint: help, error })}
    >
      <legend className="px-1 text-sm font-semibold text-slate-900">{legend}</legend>
      {help && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
      {children}
    </fieldset>
  );
}
