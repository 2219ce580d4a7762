/**
 * The staff API of page documents (`/api/pages`): what each route takes and
 * answers. The server validates `fields` against the document's schema
 * (page-catalogue.ts) and names each bad field as `fields.<path>`.
 */
import { z } from "zod";
import type { Actor } from "../api";
import { editBaseFields } from "../edit-conflicts/edit-base";
import type { DocumentKey, DocumentKind, RenderedSite } from "./page-catalogue";

/** `GET /api/pages`: one entry per public page, one per HTML document and one for the site settings. */
export interface PageSummary {
  key: DocumentKey;
  /** A public page, an HTML document (`/documents/<key>.html`) or the site settings. */
  kind: DocumentKind;
  /** Where visitors see it: the page's path or the document's file; null for the site settings, which every page uses. */
  path: string | null;
  title: string;
  updatedAt: string;
  hasDraft: boolean;
  /** When the scheduler publishes the draft, UTC; null for none. */
  publishAt: string | null;
  /** Goes up by one with every saved change, drafts included; send it back as `baseVersion` (decision 016). */
  version: number;
}

/** `GET /api/pages/:key`. */
export interface PageDocument extends PageSummary {
  /** What visitors see after the next deploy (the live values), as stored: placeholders unresolved. */
  fields: Record<string, unknown>;
  /** Unpublished changes, or null. */
  draft: Record<string, unknown> | null;
  /** The number of the newest version of the live values (the history's numbers). */
  liveVersion: number;
  /** When the last change of any kind was saved, and by whom (null: the scheduler or the seed). */
  editedAt: string;
  editedBy: Actor | null;
  updatedBy: Actor | null;
  draftUpdatedAt: string | null;
  draftUpdatedBy: Actor | null;
  /** Why the last due scheduled publish failed (the time is then cleared); null when none did. */
  scheduleProblem: string | null;
}

/** `GET /api/site`: the published site settings as the shell renders them, with the settings' `version`. */
export interface SiteSettingsResponse {
  site: RenderedSite;
  version: number;
}

/** `media_replaced`: a media asset the page refers to got a new file (the page's values are unchanged). */
export const PAGE_VERSION_KINDS = ["seeded", "published", "scheduled", "media_replaced"] as const;
export type PageVersionKind = (typeof PAGE_VERSION_KINDS)[number];

/** `GET /api/pages/:key/versions`: newest first. */
export interface PageVersionSummary {
  number: number;
  kind: PageVersionKind;
  /** For a publish of restored values: the version they came from. */
  restoredFrom: number | null;
  createdAt: string;
  actor: Actor | null;
}

/** `GET /api/pages/:key/versions/:number`. */
export interface PageVersion extends PageVersionSummary {
  fields: Record<string, unknown>;
}

/** `PATCH /api/pages/:key`: the whole document, saved as its draft. */
export const pagePatchSchema = z.strictObject({
  fields: z.record(z.string(), z.unknown()),
  baseVersion: editBaseFields.baseVersion.optional(),
  overwrite: editBaseFields.overwrite.optional(),
});

const instant = z.iso.datetime({ offset: true, message: "Send a date and time such as 2026-01-31T00:00:00Z" });

/** `POST /api/pages/:key/schedule`: when the draft is published by itself, or null to cancel. */
export const pageScheduleSchema = z.strictObject({ publishAt: instant.nullable() });
