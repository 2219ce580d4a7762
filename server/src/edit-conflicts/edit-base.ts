import { type EditBase, type EditConflict, versionFromIfMatch } from "@helixmap/common/edit-conflicts/edit-base";
import type { Context } from "hono";
import { ApiProblem } from "../api/errors";

const invalid = (field: string, message: string) =>
  new ApiProblem(400, "VALIDATION_FAILED", "Some fields are not valid", { [field]: message });

/**
 * What a save started from: `baseVersion` in the body or the `If-Match`
 * header (both may be sent when they agree). Neither makes an unconditional
 * save, as a script without a version expects.
 */
export function readEditBase(c: Context, body: { baseVersion?: number; overwrite?: boolean }): EditBase {
  const header = c.req.header("If-Match");
  let fromHeader: number | null = null;
  if (header !== undefined) {
    fromHeader = versionFromIfMatch(header);
    if (fromHeader === null) throw invalid("If-Match", 'Send the version number the edit started from, such as "3"');
  }
  if (body.baseVersion !== undefined && fromHeader !== null && body.baseVersion !== fromHeader) {
    throw invalid("baseVersion", "Differs from the If-Match header; send one version");
  }
  const baseVersion = body.baseVersion ?? fromHeader;
  if (body.overwrite && baseVersion === null) {
    throw invalid("overwrite", "Send the version you overwrite as baseVersion (or If-Match) with overwrite");
  }
  return { baseVersion, overwrite: body.overwrite === true };
}

/** Who saved last and what is stored, looked up only when a save is refused. */
export type ConflictDetails = () => Promise<Omit<EditConflict, "version" | "baseVersion">>;

/**
 * Refuses a save whose base is not the stored version (called with the row
 * locked, so no save slips in between the check and the write). Every
 * difference counts, whoever saved: the editor's own save in another tab is
 * as easy to lose as a colleague's.
 */
export async function refuseStaleSave(
  base: EditBase,
  storedVersion: number,
  what: "item" | "page",
  details: ConflictDetails,
): Promise<void> {
  if (base.baseVersion === null || base.baseVersion === storedVersion) return;
  const conflict = { version: storedVersion, baseVersion: base.baseVersion, ...(await details()) };
  const who = conflict.savedBy ? (conflict.savedBy.fullName ?? conflict.savedBy.email) : "The scheduler";
  throw new ApiProblem(
    409,
    "EDIT_CONFLICT",
    `${who} saved this ${what} at ${conflict.savedAt}, after you started editing version ${base.baseVersion}`,
    undefined,
    undefined,
    conflict,
  );
}

/** The audit detail of a knowing overwrite ("Keep mine"): the version it replaced. */
export const overwriteDetail = (base: EditBase) =>
  base.overwrite && base.baseVersion !== null ? { overwroteVersion: base.baseVersion } : {};
