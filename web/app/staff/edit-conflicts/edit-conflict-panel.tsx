import type { EditConflict } from "@helixmap/common/edit-conflicts/edit-base";
import { useState } from "react";
import { Button } from "../../ui/button";
import { displayName, formatDateTime } from "../ui/format";
import type { ConflictRow } from "./conflict-rows";

/**
 * A save refused because someone saved since the form was opened: who and
 * when, their changes beside yours, and the two ways on. The form keeps the
 * values typed meanwhile whatever is chosen until Reload.
 */
export function EditConflictPanel({
  conflict,
  rows,
  keeping,
  onKeepMine,
  onReload,
}: {
  conflict: EditConflict;
  rows: ConflictRow[];
  keeping: boolean;
  onKeepMine: () => void;
  onReload: () => void;
}) {
  const [comparing, setComparing] = useState(false);
  const who = conflict.savedBy ? displayName(conflict.savedBy) : "The scheduler";
  return (
    <div
      role="alert"
      className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      data-testid="edit-conflict"
    >
      <p className="font-semibold">
        {who} saved this at {formatDateTime(conflict.savedAt)}, after you opened it. Your changes are not saved yet.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setComparing((was) => !was)} aria-expanded={comparing}>
          {comparing ? "Hide their changes" : "See their changes"}
        </Button>
        <Button onClick={onKeepMine} disabled={keeping}>
          {keeping ? "Saving..." : "Keep mine"}
        </Button>
        <Button variant="ghost" onClick={onReload} disabled={keeping}>
          Reload theirs
        </Button>
      </div>
      {comparing && (
        <table className="w-full table-fixed border-collapse text-left text-sm" data-testid="conflict-diff">
          <caption className="sr-only">Their saved values beside yours</caption>
          <thead>
            <tr>
              <th scope="col" className="w-1/5 border-b border-amber-300 p-2">
                Field
              </th>
              <th scope="col" className="border-b border-amber-300 p-2">
                Yours
              </th>
              <th scope="col" className="border-b border-amber-300 p-2">
                Theirs ({who})
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={3} className="p-2">
                  Your values and theirs are the same.
                </td>
              </tr>
            )}
            {rows.map((row) => (
              <tr key={row.label} className="align-top">
                <th scope="row" className="border-b border-amber-200 p-2 font-medium">
                  {row.label}
                </th>
                <td className="border-b border-amber-200 bg-green-50 p-2 whitespace-pre-wrap break-words">
                  {row.mine}
                </td>
                <td className="border-b border-amber-200 bg-red-50 p-2 whitespace-pre-wrap break-words">
                  {row.theirs}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
