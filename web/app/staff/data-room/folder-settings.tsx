import type { DataRoomFolder } from "@helixmap/common/data-room/data-room-api";
import { type FormEvent, useState } from "react";
import { isApiError } from "../../api-client/api-request";
import { Button } from "../../ui/button";
import { FormField, inputClass } from "../ui/form-field";
import { Failure } from "./failure";
import { useUpdateFolder } from "./manage-data-room";

/**
 * A folder's name, description and place in the list (lowest first), saved
 * together. Render it with a key of the stored values, so a saved or
 * refreshed folder starts the form again from what the server holds.
 */
export function FolderSettings({ folder }: { folder: DataRoomFolder }) {
  const update = useUpdateFolder();
  const [name, setName] = useState(folder.name);
  const [description, setDescription] = useState(folder.description);
  const [position, setPosition] = useState(String(folder.position));
  const fields = isApiError(update.error) ? update.error.fields : {};
  const shownByField = Boolean(fields.name || fields.description || fields.position);
  const id = `dr-folder-${folder.id}`;
  const unchanged = name === folder.name && description === folder.description && position === String(folder.position);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate({
      id: folder.id,
      patch: { name, description, position: position.trim() === "" ? undefined : Number(position) },
    });
  };
  return (
    <form
      onSubmit={submit}
      aria-label={`Settings of folder ${folder.name}`}
      className="grid gap-3 sm:grid-cols-[1fr_2fr_8rem_auto] sm:items-end"
    >
      <FormField id={`${id}-name`} label="Name" error={fields.name}>
        <input
          id={`${id}-name`}
          className={inputClass}
          value={name}
          aria-invalid={fields.name ? true : undefined}
          onChange={(e) => setName(e.target.value)}
        />
      </FormField>
      <FormField id={`${id}-description`} label="Description" error={fields.description}>
        <input
          id={`${id}-description`}
          className={inputClass}
          value={description}
          aria-invalid={fields.description ? true : undefined}
          onChange={(e) => setDescription(e.target.value)}
        />
      </FormField>
      <FormField id={`${id}-position`} label="Position (lowest first)" error={fields.position}>
        <input
          id={`${id}-position`}
          type="number"
          min={0}
          step={1}
          className={inputClass}
          value={position}
          aria-invalid={fields.position ? true : undefined}
          onChange={(e) => setPosition(e.target.value)}
        />
      </FormField>
      <Button type="submit" variant="secondary" disabled={update.isPending || unchanged}>
        Save folder {folder.name}
      </Button>
      <div className="sm:col-span-4">
        <Failure error={shownByField ? null : update.error} />
      </div>
    </form>
  );
}
