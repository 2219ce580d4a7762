/**
 * Saves that know what they started from (docs/decisions/016-edit-versions-and-conflicts.md).
 * Every item, page and the site settings carry `version`, a number that goes
 * up by one with every saved change (drafts, publishing, restores and
 * schedule runs included). A save may send back the version it started from,
 * as `baseVersion` in its body or as an `If-Match` header; when the stored
 * version has moved on since, the save is refused with 409 EDIT_CONFLICT.
 */
import { z } from "zod";
import type { Actor } from "../api";

const versionNumber = z
  .number({ message: "Send the version number the edit started from" })
  .int("Send the version number the edit started from")
  .min(1, "Send the version number the edit started from");

/** The body fields every save route accepts besides its own. */
export const editBaseFields = {
  baseVersion: versionNumber,
  /** "Keep mine": the save replaces what was saved since the editor started, knowingly; audited as an overwrite. */
  overwrite: z.boolean(),
};

/** What a save was based on: null for an unconditional save (a script that sends no version). */
export interface EditBase {
  baseVersion: number | null;
  overwrite: boolean;
}

/** The `If-Match` header's value as a version: `3`, `"3"` or `W/"3"`; null when it is not one. */
export function versionFromIfMatch(header: string): number | null {
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header);
  if (!match) return null;
  const version = Number(match[1]);
  return version >= 1 ? version : null;
}

/** The ETag a GET answers with, for a client that sends it back as If-Match. */
export const versionTag = (version: number) => `"${version}"`;

/** The body of a 409 EDIT_CONFLICT (`error.conflict`): who saved since, when, and what is stored now. */
export interface EditConflict<Current = unknown> {
  /** The version stored now; send it back (with `overwrite: true`) to keep your values. */
  version: number;
  /** The version the refused save started from. */
  baseVersion: number;
  /** Who saved the stored version (null: the scheduler, the seed or an account since deleted). */
  savedBy: Actor | null;
  savedAt: string;
  /** The item (`ContentItem`) or page (`PageDocument`) as stored now, for the form to compare. */
  current: Current;
}
