/**
 * Releases (issue 25, docs/decisions/015-approval-and-releases.md): the
 * pending changes of several items and pages that go live together, in one
 * deploy, at a time or on demand, all of them or none.
 */
import { z } from "zod";
import { DOCUMENT_KEYS } from "../pages/page-catalogue";

export const RELEASE_STATUSES = ["pending", "published", "failed"] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];

export const RELEASE_NAME_MAX = 200;
export const RELEASE_MEMBERS_MAX = 100;

const name = z
  .string()
  .trim()
  .min(1, "Name is required")
  .max(RELEASE_NAME_MAX, `Name is limited to ${RELEASE_NAME_MAX} characters`);
const publishAt = z.iso
  .datetime({ offset: true, message: "Send a date and time such as 2026-01-31T00:00:00Z" })
  .nullable();
const items = z
  .array(z.string().uuid("Not a valid item id"))
  .max(RELEASE_MEMBERS_MAX, `A release holds at most ${RELEASE_MEMBERS_MAX} items`);
const pages = z
  .array(z.enum(DOCUMENT_KEYS as unknown as [string, ...string[]], { message: "Not a page" }))
  .max(RELEASE_MEMBERS_MAX, `A release holds at most ${RELEASE_MEMBERS_MAX} pages`);

/** `POST /api/releases`. */
export const releaseInputSchema = z.strictObject({
  name,
  publishAt: publishAt.default(null),
  items: items.default([]),
  pages: pages.default([]),
});
export type ReleaseInput = z.input<typeof releaseInputSchema>;

/** `PATCH /api/releases/:id`: `items` and `pages` replace the members when sent. */
export const releasePatchSchema = z
  .strictObject({ name, publishAt, items, pages })
  .partial()
  .refine((v) => Object.keys(v).length > 0, "Send at least one field to change");

/** Why a member (or, with member null, the release as a whole) kept a release from going live. */
export interface ReleaseProblem {
  member: { kind: "item"; id: string } | { kind: "page"; key: string } | null;
  title: string;
  reason: string;
}

export interface ReleaseMember {
  kind: "item" | "page";
  /** The item's id or the page's key. */
  ref: string;
  title: string;
  /** Whether it has a change to publish now. */
  hasPendingChange: boolean;
  /** Its public path once live (what the release preview opens). */
  path: string;
}

export interface Release {
  id: string;
  name: string;
  publishAt: string | null;
  status: ReleaseStatus;
  problems: ReleaseProblem[];
  items: ReleaseMember[];
  pages: ReleaseMember[];
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  publishedBy: string | null;
}

export interface ReleasesResponse {
  releases: Release[];
}

export interface ReleaseResponse {
  release: Release;
}
