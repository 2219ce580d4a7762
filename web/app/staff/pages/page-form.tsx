import { STAFF_PAGE_PATHS } from "@helixmap/common/api-paths";
import type { EditConflict } from "@helixmap/common/edit-conflicts/edit-base";
import { fieldErrors } from "@helixmap/common/field-errors";
import { documentSchema, fieldsOf, SITE_KEY } from "@helixmap/common/pages/page-catalogue";
import type { PageDocument } from "@helixmap/common/pages/pages-api";
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { errorMessage, isApiError } from "../../api-client/api-request";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { conflictRows } from "../edit-conflicts/conflict-rows";
import { EditConflictPanel } from "../edit-conflicts/edit-conflict-panel";
import { LivePreview } from "../preview/live-preview";
import { Message } from "../ui/message";
import { RestoreOffer } from "../unsaved-edits/restore-offer";
import { type FieldPath, labelOfPath, withValueAt } from "./field-paths";
import { PageFields } from "./page-field";
import { PageFormContext, type PageFormContextValue } from "./page-form-context";
import { useSavePageDraft } from "./save-page-draft";
import { usePageUnsavedEdits } from "./unsaved-page";

type Errors = Record<FieldPath, string>;

/** The server names a bad field `fields.<path>`; the form knows it by its path. */
function pathErrors(fields: Record<string, string>): Errors {
  return Object.fromEntries(Object.entries(fields).map(([name, message]) => [name.replace(/^fields\.?/, ""), message]));
}

/**
 * A page's form, generated from its schema. It edits the draft when there is
 * one, else the live values, and saves the whole document as the draft.
 * Bad fields (checked here first with the server's own schema, then by the
 * server) are listed above the form and marked at their inputs, and the
 * first one takes the focus. A save against a version someone has changed
 * since keeps the form and offers their changes, Keep mine or Reload; what is
 * typed is kept in the browser until it is saved.
 */
export function PageForm({
  page,
  canEdit,
  onDirtyChange,
  onReload,
}: {
  page: PageDocument;
  canEdit: boolean;
  onDirtyChange: (dirty: boolean) => void;
  /** Drops the form's values for the stored page's (after a conflict). */
  onReload: () => void;
}) {
  const formId = useId();
  const fields = fieldsOf(page.key);
  const initial = page.draft ?? page.fields;
  const [values, setValues] = useState<Record<string, unknown>>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSavePageDraft();
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const focusFirstError = useRef(false);
  const dirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(initial), [values, initial]);
  const [baseVersion, setBaseVersion] = useState(page.version);
  const [conflict, setConflict] = useState<EditConflict<PageDocument> | null>(null);
  const unsaved = usePageUnsavedEdits(page.key, values, baseVersion, canEdit);

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    // Document order is the schema's order; focusing also scrolls the input into view.
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? summaryRef.current;
    first?.focus();
  });

  const show = (found: Errors) => {
    focusFirstError.current = true;
    setErrors(found);
  };

  const context: PageFormContextValue = {
    readOnly: !canEdit,
    idOf: (path) => `${formId}-${path.replaceAll(".", "-")}`,
    errorAt: (path) => errors[path],
    hasErrorUnder: (path) => Object.keys(errors).some((p) => p === path || p.startsWith(`${path}.`)),
    set: (path, value) => {
      setValues((was) => withValueAt(was, path, value));
      if (errors[path]) {
        const { [path]: _fixed, ...rest } = errors;
        setErrors(rest);
      }
    },
  };

  const submit = async (base: number, overwrite: boolean) => {
    setFailure(null);
    const checked = documentSchema(page.key).safeParse(values);
    if (!checked.success) return show(fieldErrors(checked.error));
    try {
      const saved = await save.mutateAsync({ key: page.key, fields: values, base: { baseVersion: base, overwrite } });
      unsaved.saved();
      setErrors({});
      // The server drops a draft that says the same as the live values.
      toast.success(
        saved.draft
          ? "Draft saved. Visitors see it once you publish the changes and deploy."
          : "Saved: the page says the same as its live version, so there is nothing to publish.",
      );
    } catch (error) {
      if (isApiError(error, "EDIT_CONFLICT") && error.conflict) {
        return setConflict(error.conflict as EditConflict<PageDocument>);
      }
      if (isApiError(error) && Object.keys(error.fields).length > 0) return show(pathErrors(error.fields));
      setFailure(errorMessage(error));
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    return submit(baseVersion, false);
  };

  const errorList = Object.entries(errors);
  const title =
    page.kind === "settings" ? page.title : `the ${page.title} ${page.kind === "document" ? "document" : "page"}`;

  // The site settings show on every page; the home page stands for them.
  const previewable = page.path !== null || page.key === SITE_KEY;

  return (
    <div className={previewable ? "grid items-start gap-4 xl:grid-cols-2" : undefined}>
      <Card>
        <PageFormContext.Provider value={context}>
          <form
            ref={formRef}
            noValidate
            onSubmit={onSubmit}
            className="space-y-5"
            aria-label={canEdit ? `Edit ${title}` : `${page.title} (read only)`}
          >
            {page.key !== SITE_KEY && (
              <p className="text-sm text-slate-600">
                A figure from the site settings is written as its placeholder, such as {"{{mappedGenes}}"}: visitors see
                the setting's value, so changing it once changes every page. A deploy refuses a figure typed by hand.
              </p>
            )}
            {unsaved.offer && (
              <RestoreOffer
                keptAt={unsaved.offer.keptAt}
                onRestore={() => {
                  const copy = unsaved.offer!;
                  setValues(copy.values);
                  setBaseVersion(copy.baseVersion ?? page.version);
                  unsaved.settle(false);
                }}
                onDiscard={() => unsaved.settle(true)}
              />
            )}
            {!canEdit && (
              <Message kind="info">You can read this page's fields; only administrators can change them.</Message>
            )}
            {errorList.length > 0 && (
              <div
                ref={summaryRef}
                tabIndex={-1}
                role="alert"
                className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
                data-testid="error-summary"
              >
                <p className="font-semibold">
                  {errorList.length === 1 ? "One field needs attention" : `${errorList.length} fields need attention`}
                </p>
                <ul className="mt-1 list-disc pl-5">
                  {errorList.map(([path, message]) => (
                    <li key={path}>
                      <a
                        href={`#${context.idOf(path)}`}
                        className="underline"
                        onClick={(e) => {
                          e.preventDefault();
                          document.getElementById(context.idOf(path))?.focus();
                        }}
                      >
                        {path ? labelOfPath(fields, path) : "The page"}
                      </a>
                      : {message}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <PageFields fields={fields} path="" values={values} />
            {failure && <Message kind="error">{failure}</Message>}
            {conflict && (
              <EditConflictPanel
                conflict={conflict}
                rows={conflictRows(
                  values,
                  conflict.current.draft ?? conflict.current.fields,
                  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.label])),
                )}
                keeping={save.isPending}
                onKeepMine={() => {
                  setBaseVersion(conflict.version);
                  setConflict(null);
                  void submit(conflict.version, true);
                }}
                onReload={() => {
                  unsaved.saved();
                  onReload();
                }}
              />
            )}
            {canEdit && (
              <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white py-3">
                <Button type="submit" disabled={save.isPending || !dirty}>
                  {save.isPending ? "Saving..." : "Save draft"}
                </Button>
                {dirty && <span className="text-sm text-slate-600">Unsaved changes</span>}
                {page.path !== null && (
                  <a
                    href={STAFF_PAGE_PATHS.pagePreview(page.key)}
                    target="_blank"
                    rel="noopener"
                    className="text-sm font-medium text-accent-800 underline"
                  >
                    Preview{page.draft ? " the saved draft" : ""} (opens in a new tab)
                  </a>
                )}
              </div>
            )}
          </form>
        </PageFormContext.Provider>
      </Card>
      {previewable && <LivePreview title={title} request={{ kind: "page", key: page.key, fields: values }} />}
    </div>
  );
}
