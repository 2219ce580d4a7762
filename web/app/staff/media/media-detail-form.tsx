import {
  type FocalPoint,
  MEDIA_VISIBILITIES,
  type MediaAsset,
  type MediaPatch,
  type MediaVisibility,
} from "@helixmap/common/media/media-api";
import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import { isApiError } from "../../api-client/api-request";
import { Button } from "../../ui/button";
import { VISIBILITY_LABELS } from "../content/content-labels";
import { describedBy, FormField, inputClass } from "../ui/form-field";
import { Message } from "../ui/message";
import { FocalPointImage } from "./focal-point";
import { useUpdateMedia } from "./update-media";

interface Draft {
  alt: string;
  decorative: boolean;
  caption: string;
  focalPoint: FocalPoint | null;
  visibility: MediaVisibility;
}

const CENTRE: FocalPoint = { x: 0.5, y: 0.5 };

function draftOf(asset: MediaAsset): Draft {
  const { alt, decorative, caption, focalPoint, visibility } = asset;
  return { alt, decorative, caption, focalPoint, visibility };
}

/** Only what differs from the asset, so the audit log records the change made and nothing else. */
function changesOf(asset: MediaAsset, draft: Draft): MediaPatch {
  const change: MediaPatch = {};
  if (draft.alt !== asset.alt) change.alt = draft.alt;
  if (draft.decorative !== asset.decorative) change.decorative = draft.decorative;
  if (draft.caption !== asset.caption) change.caption = draft.caption;
  if (draft.visibility !== asset.visibility) change.visibility = draft.visibility;
  if (JSON.stringify(draft.focalPoint) !== JSON.stringify(asset.focalPoint)) change.focalPoint = draft.focalPoint;
  return change;
}

/**
 * Alt text (or decorative), caption, focal point and visibility. The form
 * keeps what was typed whatever the server answers; its field errors show
 * beside their inputs.
 */
export function MediaDetailForm({ asset, canEdit }: { asset: MediaAsset; canEdit: boolean }) {
  const id = useId();
  const update = useUpdateMedia();
  const [draft, setDraft] = useState<Draft>(() => draftOf(asset));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const change = changesOf(asset, draft);
  const unchanged = Object.keys(change).length === 0;
  const set = (next: Partial<Draft>) => setDraft((d) => ({ ...d, ...next }));
  const fid = (name: string) => `${id}-${name}`;
  const control = (name: keyof Draft, hint?: string) => ({
    id: fid(name),
    "aria-invalid": fieldErrors[name] ? true : undefined,
    "aria-describedby": describedBy(fid(name), { hint, error: fieldErrors[name] }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (unchanged) return;
    setFailure(null);
    setFieldErrors({});
    update.mutate(
      { id: asset.id, change },
      {
        onSuccess: () => toast.success(`Saved ${asset.filename}`),
        onError: (error) => {
          const fields = isApiError(error) ? error.fields : {};
          // "focalPoint.x" belongs beside the focal point.
          const known = Object.entries(fields)
            .map(([name, message]) => [name.split(".")[0] ?? name, message] as const)
            .filter(([name]) => name in draft);
          setFieldErrors(Object.fromEntries(known));
          if (known.length === 0) setFailure(error.message);
        },
      },
    );
  };

  const altHint =
    "What the image shows, for people who cannot see it. Needed before the image appears on a public page.";
  return (
    <form noValidate onSubmit={onSubmit} aria-label={`Details of ${asset.filename}`} className="space-y-4">
      {asset.kind === "image" && (
        <div className="space-y-1">
          <p className="text-sm font-medium text-slate-800">Focal point</p>
          <FocalPointImage
            src={asset.thumbnailUrl}
            alt={draft.decorative ? "" : draft.alt}
            value={draft.focalPoint ?? CENTRE}
            onChange={canEdit ? (focalPoint) => set({ focalPoint }) : undefined}
          />
          <p id={fid("focalPoint-hint")} className="text-xs text-slate-500">
            {draft.focalPoint
              ? `${Math.round(draft.focalPoint.x * 100)}% across, ${Math.round(draft.focalPoint.y * 100)}% down.`
              : "Not set: crops keep the centre."}{" "}
            {canEdit &&
              "Click the subject (or move the point with the arrow keys) to keep it in view when the image is cropped."}
          </p>
          {fieldErrors.focalPoint && <p className="text-sm text-red-700">{fieldErrors.focalPoint}</p>}
        </div>
      )}
      {asset.kind === "image" && (
        <>
          <FormField id={fid("alt")} label="Alt text" hint={altHint} error={fieldErrors.alt}>
            <textarea
              rows={2}
              className={inputClass}
              readOnly={!canEdit}
              disabled={draft.decorative}
              value={draft.alt}
              onChange={(e) => set({ alt: e.target.value })}
              {...control("alt", altHint)}
            />
          </FormField>
          <div className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4 rounded border-slate-300 accent-accent-700"
              disabled={!canEdit}
              checked={draft.decorative}
              onChange={(e) => set({ decorative: e.target.checked })}
              {...control("decorative")}
            />
            <label htmlFor={fid("decorative")} className="text-sm font-medium text-slate-800">
              Decorative (adds nothing a reader needs to know)
            </label>
          </div>
          {fieldErrors.decorative && <p className="text-sm text-red-700">{fieldErrors.decorative}</p>}
        </>
      )}
      {asset.kind === "document" && (
        <FormField
          id={fid("alt")}
          label="Description"
          hint="Searchable; read out with the link where the document is offered."
          error={fieldErrors.alt}
        >
          <textarea
            rows={2}
            className={inputClass}
            readOnly={!canEdit}
            value={draft.alt}
            onChange={(e) => set({ alt: e.target.value })}
            {...control("alt", "description")}
          />
        </FormField>
      )}
      <FormField id={fid("caption")} label="Caption" error={fieldErrors.caption}>
        <textarea
          rows={2}
          className={inputClass}
          readOnly={!canEdit}
          value={draft.caption}
          onChange={(e) => set({ caption: e.target.value })}
          {...control("caption")}
        />
      </FormField>
      <FormField
        id={fid("visibility")}
        label="Visibility"
        hint="Only public files can appear on the public site; partner and admin files stay in the staff area."
        error={fieldErrors.visibility}
      >
        <select
          className={inputClass}
          disabled={!canEdit}
          value={draft.visibility}
          onChange={(e) => set({ visibility: e.target.value as MediaVisibility })}
          {...control("visibility", "visibility")}
        >
          {MEDIA_VISIBILITIES.map((v) => (
            <option key={v} value={v}>
              {VISIBILITY_LABELS[v]}
            </option>
          ))}
        </select>
      </FormField>
      {failure && <Message kind="error">{failure}</Message>}
      {canEdit && (
        <div className="flex gap-3">
          <Button type="submit" disabled={unchanged || update.isPending}>
            {update.isPending ? "Saving..." : "Save details"}
          </Button>
          <Button variant="ghost" disabled={unchanged || update.isPending} onClick={() => setDraft(draftOf(asset))}>
            Undo changes
          </Button>
        </div>
      )}
    </form>
  );
}
