import {
  CONTENT_TYPES,
  type ContentItem,
  type ContentType,
  contentInputSchema,
  LIMITS,
  slugFromTitle,
  VISIBILITIES,
} from "@helixmap/common/api";
import { STAFF_PAGE_PATHS } from "@helixmap/common/api-paths";
import { defaultContentFields } from "@helixmap/common/content-fields";
import type { EditConflict } from "@helixmap/common/edit-conflicts/edit-base";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useMemo, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { isApiError } from "../../api-client/api-request";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { fromLocalInput, toLocalInput } from "../drafts/local-time";
import { conflictRows } from "../edit-conflicts/conflict-rows";
import { EditConflictPanel } from "../edit-conflicts/edit-conflict-panel";
import { MarkdownField } from "../editor/markdown-field";
import { LivePreview } from "../preview/live-preview";
import { describedBy, FormField, inputClass } from "../ui/form-field";
import { Message } from "../ui/message";
import { RestoreOffer } from "../unsaved-edits/restore-offer";
import { CONTENT_TYPE_LABELS, VISIBILITY_LABELS } from "./content-labels";
import { type ContentFields, useSaveContent } from "./save-content";
import { TypeFields } from "./type-fields";
import { useContentUnsavedEdits } from "./unsaved-content";

const LOCAL_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

type FormInput = z.input<typeof contentInputSchema>;
type FieldName = keyof ContentFields;

const BLANK: ContentFields = {
  title: "",
  slug: "",
  content: "",
  visibility: "public",
  contentType: "page",
  published: false,
  summary: "",
  displayDate: "",
  fields: {},
  publishAt: null,
  unpublishAt: null,
};

/** The values to edit: a published item's unpublished changes when it has them. */
function fieldsOf(item: ContentItem): ContentFields {
  const edited = item.draft ? { ...item, ...item.draft } : item;
  const { title, slug, content, visibility, contentType, published, summary, displayDate, fields } = edited;
  const { publishAt, unpublishAt } = item;
  return {
    title,
    slug,
    content,
    visibility,
    contentType,
    published,
    summary,
    displayDate,
    fields,
    publishAt,
    unpublishAt,
  };
}

/** What the conflict panel compares, by the form's labels. */
const CONFLICT_LABELS: Partial<Record<FieldName, string>> = {
  title: "Title",
  slug: "Slug",
  summary: "Summary",
  content: "Content",
  visibility: "Visibility",
  contentType: "Content type",
  displayDate: "Display date",
  fields: "Type fields",
  published: "Published",
};
const compared = (values: Partial<ContentFields>) =>
  Object.fromEntries(Object.keys(CONFLICT_LABELS).map((key) => [key, values[key as FieldName]]));

/**
 * Inline create/edit form: blank (public, page, unpublished) for a new item,
 * filled for an edit. An edit is saved against the version it started from;
 * when someone saved since, the form keeps its values and offers their
 * changes beside them, Keep mine or Reload. What is typed is kept in the
 * browser until it is saved (unsaved-content.ts).
 */
export function ContentForm({
  item,
  onDone,
  onReload,
}: {
  item?: ContentItem;
  onDone: () => void;
  /** Drops the form's values for the stored item's (after a conflict). */
  onReload?: () => void;
}) {
  const id = useId();
  const [baseVersion, setBaseVersion] = useState<number | null>(item?.version ?? null);
  const [conflict, setConflict] = useState<EditConflict<ContentItem> | null>(null);
  const save = useSaveContent();
  const [failure, setFailure] = useState<string | null>(null);
  // The chosen type's own fields; a type change starts from that type's defaults, as the server does.
  const [typeFields, setTypeFields] = useState<Record<string, unknown>>(
    item ? fieldsOf(item).fields : defaultContentFields(BLANK.contentType),
  );
  // datetime-local values in the administrator's time zone; sent as UTC instants.
  const [publishAt, setPublishAt] = useState(toLocalInput(item?.publishAt ?? null));
  const [unpublishAt, setUnpublishAt] = useState(toLocalInput(item?.unpublishAt ?? null));
  const [typeFieldErrors, setTypeFieldErrors] = useState<Record<string, string>>({});
  const form = useForm<FormInput, unknown, ContentFields>({
    resolver: zodResolver(contentInputSchema),
    defaultValues: item ? fieldsOf(item) : BLANK,
  });
  const { errors, isSubmitting } = form.formState;
  const title = form.watch("title") ?? "";
  const contentType = (form.watch("contentType") ?? BLANK.contentType) as ContentType;
  const typeSelect = form.register("contentType");
  const watched = form.watch();
  const typed = useMemo(
    () => ({ ...watched, fields: typeFields, publishAt, unpublishAt }),
    [watched, typeFields, publishAt, unpublishAt],
  );
  const unsaved = useContentUnsavedEdits(item, typed, baseVersion);

  const submit = (base: number | null, overwrite: boolean) =>
    form.handleSubmit(async (values) => {
      setFailure(null);
      setTypeFieldErrors({});
      const fields = {
        ...values,
        fields: typeFields,
        slug: values.slug || slugFromTitle(values.title),
        publishAt: fromLocalInput(publishAt),
        unpublishAt: fromLocalInput(unpublishAt),
      };
      try {
        const saved = await save.mutateAsync({
          id: item?.id,
          fields,
          base: item ? { baseVersion: base, overwrite } : undefined,
        });
        unsaved.saved();
        toast.success(item ? (saved.draft ? "Changes saved as a draft" : "Content updated") : "Content created");
        onDone();
      } catch (error) {
        if (isApiError(error, "EDIT_CONFLICT") && error.conflict) {
          setConflict(error.conflict as EditConflict<ContentItem>);
          return;
        }
        const fieldErrors = isApiError(error) ? Object.entries(error.fields) : [];
        const known = fieldErrors.filter(([name]) => name in BLANK && name !== "fields");
        for (const [name, message] of known) form.setError(name as FieldName, { message }, { shouldFocus: true });
        const ofType = Object.fromEntries(fieldErrors.filter(([name]) => name.startsWith("fields")));
        setTypeFieldErrors(ofType);
        if (known.length === 0 && Object.keys(ofType).length === 0) {
          setFailure(error instanceof Error ? error.message : "The content could not be saved.");
        }
      }
    })();
  const onSubmit = (e?: React.BaseSyntheticEvent) => {
    e?.preventDefault();
    return submit(baseVersion, false);
  };
  const restore = () => {
    const copy = unsaved.offer;
    if (!copy) return;
    const { fields, publishAt: at, unpublishAt: until, ...rest } = copy.values;
    form.reset(rest, { keepDefaultValues: true });
    setTypeFields(fields);
    setPublishAt(at);
    setUnpublishAt(until);
    if (item) setBaseVersion(copy.baseVersion ?? item.version);
    unsaved.settle(false);
  };

  const fid = (name: FieldName) => `${id}-${name}`;
  const control = (name: FieldName, hint?: string) => ({
    id: fid(name),
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": describedBy(fid(name), { hint, error: errors[name] }),
  });
  const derived = slugFromTitle(title);
  const slugHint = derived ? `Leave empty to use "${derived}".` : "Leave empty to derive it from the title.";

  const [slug, content, summary, displayDate] = form.watch(["slug", "content", "summary", "displayDate"]);
  const previewValues = { id: item?.id, title, slug, content, contentType, summary, displayDate, fields: typeFields };

  return (
    <div className="grid items-start gap-4 xl:grid-cols-2">
      <Card>
        <form
          noValidate
          onSubmit={onSubmit}
          className="space-y-4"
          aria-label={item ? `Edit ${item.title}` : "New content"}
        >
          <h3 className="text-lg font-semibold text-slate-900">{item ? "Edit content" : "New content"}</h3>
          {unsaved.offer && (
            <RestoreOffer keptAt={unsaved.offer.keptAt} onRestore={restore} onDiscard={() => unsaved.settle(true)} />
          )}
          <FormField id={fid("title")} label="Title" error={errors.title?.message}>
            <input type="text" className={inputClass} {...control("title")} {...form.register("title")} />
          </FormField>
          <FormField id={fid("slug")} label="Slug" hint={slugHint} error={errors.slug?.message}>
            <input type="text" className={inputClass} {...control("slug", slugHint)} {...form.register("slug")} />
          </FormField>
          <FormField
            id={fid("summary")}
            label="Summary"
            hint={`One line for lists and search results (up to ${LIMITS.summary} characters).`}
            error={errors.summary?.message}
          >
            <input
              type="text"
              className={inputClass}
              {...control("summary", "summary")}
              {...form.register("summary")}
            />
          </FormField>
          <FormField
            id={fid("content")}
            label="Content"
            hint="Stored as Markdown; the toolbar's last button shows the source. HTML is shown as text; links may go to a path on this site, http(s) or mailto; images show as their alt text."
            error={errors.content?.message}
          >
            <Controller
              control={form.control}
              name="content"
              render={({ field }) => (
                <MarkdownField
                  id={fid("content")}
                  label="Content"
                  value={field.value ?? ""}
                  onChange={field.onChange}
                  invalid={Boolean(errors.content)}
                  describedBy={control("content", "markdown")["aria-describedby"]}
                />
              )}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={fid("visibility")} label="Visibility" error={errors.visibility?.message}>
              <select className={inputClass} {...control("visibility")} {...form.register("visibility")}>
                {VISIBILITIES.map((v) => (
                  <option key={v} value={v}>
                    {VISIBILITY_LABELS[v]}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id={fid("contentType")} label="Content type" error={errors.contentType?.message}>
              <select
                className={inputClass}
                {...control("contentType")}
                {...typeSelect}
                onChange={(e) => {
                  setTypeFields(defaultContentFields(e.target.value as ContentType));
                  setTypeFieldErrors({});
                  return typeSelect.onChange(e);
                }}
              >
                {CONTENT_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {CONTENT_TYPE_LABELS[t]}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField
              id={fid("displayDate")}
              label="Display date"
              hint="Lists sort by it; empty means the day the item was created."
              error={errors.displayDate?.message}
            >
              <input
                type="date"
                className={inputClass}
                {...control("displayDate", "date")}
                {...form.register("displayDate")}
              />
            </FormField>
          </div>
          <TypeFields
            idPrefix={id}
            type={contentType}
            fields={typeFields}
            errors={typeFieldErrors}
            onChange={setTypeFields}
          />
          <div className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4 rounded border-slate-300 accent-accent-700"
              {...control("published")}
              {...form.register("published")}
            />
            <label htmlFor={fid("published")} className="text-sm font-medium text-slate-800">
              Published
            </label>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id={fid("publishAt")}
              label="Publish at"
              hint={`Your local time (${LOCAL_ZONE}). The item goes live then, with any unpublished changes, and the site is deployed at that time even while automatic deploys are off.`}
              error={errors.publishAt?.message}
            >
              <input
                type="datetime-local"
                className={inputClass}
                {...control("publishAt", "publish-at")}
                value={publishAt}
                onChange={(e) => setPublishAt(e.target.value)}
              />
            </FormField>
            <FormField
              id={fid("unpublishAt")}
              label="Unpublish at"
              hint={`Your local time (${LOCAL_ZONE}). The item is taken off the site then: the site is deployed at that time even while automatic deploys are off.`}
              error={errors.unpublishAt?.message}
            >
              <input
                type="datetime-local"
                className={inputClass}
                {...control("unpublishAt", "unpublish-at")}
                value={unpublishAt}
                onChange={(e) => setUnpublishAt(e.target.value)}
              />
            </FormField>
          </div>
          {failure && <Message kind="error">{failure}</Message>}
          {conflict && (
            <EditConflictPanel
              conflict={conflict}
              rows={conflictRows(compared(typed), compared(fieldsOf(conflict.current)), CONFLICT_LABELS)}
              keeping={isSubmitting}
              onKeepMine={() => {
                setBaseVersion(conflict.version);
                setConflict(null);
                void submit(conflict.version, true);
              }}
              onReload={() => {
                unsaved.saved();
                onReload?.();
              }}
            />
          )}
          <div className="flex gap-3">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Saving..." : "Save"}
            </Button>
            <Button variant="ghost" onClick={onDone} disabled={isSubmitting}>
              Cancel
            </Button>
            {item && (
              <a
                href={STAFF_PAGE_PATHS.preview(item.id)}
                target="_blank"
                rel="noopener"
                className="self-center text-sm font-medium text-accent-800 underline"
              >
                Preview the saved version
              </a>
            )}
          </div>
        </form>
      </Card>
      <LivePreview title={title || "the new item"} request={{ kind: "content", values: previewValues }} />
    </div>
  );
}
