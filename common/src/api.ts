/**
 * The staff API contract: request schemas the server validates with, and the
 * response types the browser reads. Field names are camelCase on the wire.
 */
import { z } from "zod";
import type { TwoFactorStatus } from "./account-api";
import {
  AUDIT_LOG_LIMIT,
  LIST_PAGE_SIZE_DEFAULT,
  LIST_PAGE_SIZE_MAX,
  LIST_SEARCH_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "./constants";
import { anyContentFieldsSchema } from "./content-fields";
import { editBaseFields } from "./edit-conflicts/edit-base";
import type { ChangeSet } from "./publishing";
import { ROLES, type Role } from "./roles";
import { DOT_SEGMENT_MESSAGE, DOT_SEGMENTS, SLUG_MAX_LENGTH, SLUG_PATTERN, SLUG_PATTERN_MESSAGE } from "./slug";

export const VISIBILITIES = ["public", "partner", "admin"] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export const CONTENT_TYPES = [
  "page",
  "research",
  "patent",
  "publication",
  "press_release",
  "sec_filing",
  "regulatory_update",
  "event",
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** `initial`: the first start of a new database renders the seeded site, before anyone has signed in. */
export const DEPLOYMENT_TYPES = ["content_update", "manual_deploy", "initial"] as const;
export const DEPLOYMENT_STATUSES = ["pending", "running", "success", "failed"] as const;
export type DeploymentStatus = (typeof DEPLOYMENT_STATUSES)[number];

export const AUDIT_ACTIONS = [
  "user_registered",
  "user_signed_in",
  "user_signed_out",
  "login_failed",
  "profile_updated",
  "content_created",
  "content_updated",
  "content_deleted",
  "user_role_updated",
  "trial_application_submitted",
  "trial_application_viewed",
  "trial_application_updated",
  "trial_applications_exported",
  "trial_application_deleted",
  "trial_application_expired",
  "content_restored",
  "audit_exported",
  "mfa_enabled",
  "mfa_disabled",
  "mfa_challenge_verified",
  "mfa_challenge_failed",
  "password_changed",
  "deployment_rolled_back",
  "deployment_settings_updated",
  "press_alert_requested",
  "press_alert_confirmed",
  "press_alert_unsubscribed",
  "press_alert_subscribers_exported",
  "content_changes_published",
  "content_draft_discarded",
  "content_schedule_run",
  "content_schedule_failed",
  "content_seeded",
  "page_draft_saved",
  "page_changes_published",
  "page_draft_discarded",
  "page_version_restored",
  "page_schedule_updated",
  "media_uploaded",
  "media_updated",
  "media_replaced",
  "media_deleted",
  "content_submitted_for_review",
  "content_approved",
  "content_changes_requested",
  "review_settings_updated",
  "release_created",
  "release_updated",
  "release_deleted",
  "release_published",
  "release_failed",
  "content_overwritten",
  "page_overwritten",
  "content_trashed",
  "content_restored_from_trash",
  "content_deleted_for_good",
  "data_room_access_granted",
  "data_room_access_revoked",
  "data_room_nda_accepted",
  "data_room_document_viewed",
  "data_room_document_downloaded",
  "data_room_nda_updated",
  "data_room_folder_created",
  "data_room_folder_updated",
  "data_room_folder_deleted",
  "data_room_document_added",
  "data_room_document_removed",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const RESOURCE_TYPES = [
  "content_section",
  "user_profile",
  "trial_application",
  "audit_log",
  "deployment",
  "deployment_settings",
  "press_alert_subscriber",
  "page_document",
  "media_asset",
  "review_settings",
  "release",
  "data_room_folder",
  "data_room_document",
  "data_room_grant",
  "data_room_nda",
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/**
 * Where an item stands in its publishing life, as the content list filters
 * it. A new state is one more name here and one more condition in
 * server/src/content/content-filters.ts.
 */
export const CONTENT_STATES = ["draft", "published", "changes", "scheduled", "in_review"] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

/**
 * The columns an edit of a published item keeps in its draft until Publish
 * changes (docs/decisions/009-drafts-and-schedules.md); the others (published,
 * publishAt, unpublishAt) change the item at once.
 */
export const DRAFT_FIELDS = [
  "title",
  "slug",
  "content",
  "visibility",
  "contentType",
  "summary",
  "displayDate",
  "fields",
] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];

/** Why a content version was written: the item's first save, a later save, or a restore of an earlier version. */
/** `media_replaced`: a media asset the item refers to got a new file (the item's values are unchanged). */
export const VERSION_KINDS = ["created", "updated", "restored", "media_replaced"] as const;
export type VersionKind = (typeof VERSION_KINDS)[number];

export const LIMITS = {
  title: 200,
  slug: SLUG_MAX_LENGTH,
  content: 100_000,
  summary: 300,
  fullName: 120,
  email: 254,
} as const;

/** An empty slug is derived from the title (common/src/slug.ts) and then checked like a typed one. */
export { slugFromTitle } from "./slug";

const email = z.string().trim().toLowerCase().email("Enter a valid email address").max(LIMITS.email);
const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`);
const fullName = z.string().trim().min(1, "Full name is required").max(LIMITS.fullName);

// Auth bodies refuse unknown fields, like every other route's (a `role` sent at registration is an error).
export const registerSchema = z.strictObject({ fullName, email, password });
export const signInSchema = z.strictObject({ email, password: z.string().min(1).max(PASSWORD_MAX_LENGTH) });
export const emailOnlySchema = z.strictObject({ email });
export const resetPasswordSchema = z.strictObject({ token: z.string().min(1).max(512), newPassword: password });

export const updateProfileSchema = z.strictObject({ fullName });

const slug = z
  .string()
  .trim()
  .max(LIMITS.slug)
  .regex(SLUG_PATTERN, SLUG_PATTERN_MESSAGE)
  .refine((v) => !DOT_SEGMENTS.includes(v), DOT_SEGMENT_MESSAGE);

/**
 * Titles and summaries are one line on every page and go into the Atom feeds, where XML 1.0 forbids most
 * control characters: control characters (line breaks and tabs included), unpaired surrogates and U+FFFE/U+FFFF.
 */
const NOT_ONE_LINE = /[\p{Cc}\p{Cs}\uFFFE\uFFFF]/u;
const oneLine = (label: string) =>
  z
    .string()
    .trim()
    .refine((v) => !NOT_ONE_LINE.test(v), `${label} must be one line without control characters`);

const title = oneLine("Title").min(1, "Title is required").max(LIMITS.title);
const summary = oneLine("Summary").max(LIMITS.summary);
/** YYYY-MM-DD, the date lists show and sort by; empty means the day the item was created. */
const displayDate = z
  .string()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, "Use the form YYYY-MM-DD")
  .refine((v) => v === "" || !Number.isNaN(Date.parse(v)), "Not a real date");

const instant = z.iso.datetime({ offset: true, message: "Send a date and time such as 2026-01-31T00:00:00Z" });
/** A publish or unpublish time (an instant; the browser sends the administrator's local time as UTC), or null for none. */
const scheduleTime = instant.nullable();

export const contentInputSchema = z.strictObject({
  title,
  slug: slug.optional().default(""),
  content: z.string().max(LIMITS.content).default(""),
  visibility: z.enum(VISIBILITIES).default("public"),
  contentType: z.enum(CONTENT_TYPES).default("page"),
  published: z.boolean().default(false),
  summary: summary.default(""),
  displayDate: displayDate.default(""),
  /** Per-type fields (common/src/content-fields.ts), checked against contentType by the server. */
  fields: anyContentFieldsSchema.default({}),
  publishAt: scheduleTime.default(null),
  unpublishAt: scheduleTime.default(null),
});
export type ContentInput = z.input<typeof contentInputSchema>;

export const contentPatchSchema = z
  .strictObject({
    title,
    slug,
    content: z.string().max(LIMITS.content),
    visibility: z.enum(VISIBILITIES),
    contentType: z.enum(CONTENT_TYPES),
    published: z.boolean(),
    summary,
    displayDate,
    fields: anyContentFieldsSchema,
    publishAt: scheduleTime,
    unpublishAt: scheduleTime,
    ...editBaseFields,
  })
  .partial()
  .refine((v) => Object.keys(v).some((key) => !(key in editBaseFields)), "Send at least one field to change");

export const userPatchSchema = z
  .strictObject({
    role: z.enum(ROLES as [Role, ...Role[]]),
    isActive: z.boolean(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, "Send role or isActive");

/**
 * Paging in list queries. Query values arrive as text: `limit` must be plain
 * digits (no "1e2", " 5" or "0x10"); `cursor` is whatever the previous page's
 * `nextCursor` was, and only the server reads what is inside it.
 */
const pageSizeMessage = `Send a whole number from 1 to ${LIST_PAGE_SIZE_MAX}`;
export function pageLimit(fallback: number) {
  return z
    .string()
    .regex(/^\d{1,3}$/, pageSizeMessage)
    .transform(Number)
    .pipe(z.number().min(1, pageSizeMessage).max(LIST_PAGE_SIZE_MAX, pageSizeMessage))
    .default(fallback);
}
export const listCursor = z
  .string()
  .min(1, "Not a valid cursor")
  .max(200, "Not a valid cursor")
  .regex(/^[A-Za-z0-9_-]+$/, "Not a valid cursor")
  .optional();
/** Free search text; blank means no search. */
export const searchText = z
  .string()
  .trim()
  .max(LIST_SEARCH_MAX_LENGTH, `Search text is limited to ${LIST_SEARCH_MAX_LENGTH} characters`)
  .transform((v) => v || undefined)
  .optional();

/**
 * `GET /api/content?limit=&cursor=&q=&type=&visibility=&state=`: `q` searches
 * title, slug and body; each filter takes one value.
 */
export const contentListQuerySchema = z.strictObject({
  limit: pageLimit(LIST_PAGE_SIZE_DEFAULT),
  cursor: listCursor,
  q: searchText,
  type: z.enum(CONTENT_TYPES).optional(),
  visibility: z.enum(VISIBILITIES).optional(),
  state: z.enum(CONTENT_STATES).optional(),
});
export type ContentListQuery = z.output<typeof contentListQuerySchema>;

/** `GET /api/users?limit=&cursor=&q=&role=&active=`: `q` searches name and e-mail; `active` is `true` or `false`. */
export const usersListQuerySchema = z.strictObject({
  limit: pageLimit(LIST_PAGE_SIZE_DEFAULT),
  cursor: listCursor,
  q: searchText,
  role: z.enum(ROLES as [Role, ...Role[]]).optional(),
  active: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
});
export type UsersListQuery = z.output<typeof usersListQuerySchema>;

/**
 * The audit log's filters: `actor` searches the actor's name and e-mail;
 * `from` is inclusive and `to` exclusive (instants; the browser turns the
 * administrator's local days into them).
 */
const auditFilters = {
  action: z.enum(AUDIT_ACTIONS).optional(),
  actor: searchText,
  resourceType: z.enum(RESOURCE_TYPES).optional(),
  from: instant.optional(),
  to: instant.optional(),
};
export const auditExportQuerySchema = z.strictObject(auditFilters);
export type AuditFilters = z.output<typeof auditExportQuerySchema>;
/** `GET /api/audit-logs?limit=&cursor=&action=&actor=&resourceType=&from=&to=`; the first page is the latest 50. */
export const auditListQuerySchema = z.strictObject({
  limit: pageLimit(AUDIT_LOG_LIMIT),
  cursor: listCursor,
  ...auditFilters,
});
export type AuditListQuery = z.output<typeof auditListQuerySchema>;

/** `GET /api/content/:id/versions?limit=&cursor=`. */
export const versionListQuerySchema = z.strictObject({ limit: pageLimit(LIST_PAGE_SIZE_DEFAULT), cursor: listCursor });
export type VersionListQuery = z.output<typeof versionListQuerySchema>;

export const idParamSchema = z.object({ id: z.string().uuid("Not a valid id") });

/** `/api/content/:id/versions/:number`: versions are numbered from 1 per item. */
export const versionParamSchema = z.object({
  id: z.string().uuid("Not a valid id"),
  number: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, "Not a valid version number")
    .transform(Number),
});

export const confirmEmailSchema = z.strictObject({ token: z.string().min(1, "The link has no token").max(2048) });

export const deploymentInputSchema = z.strictObject({
  deploymentType: z.enum(DEPLOYMENT_TYPES).default("manual_deploy"),
  /** Render every page, not only those whose inputs changed since the live generation. */
  full: z.boolean().default(false),
});

export const deploymentSettingsPatchSchema = z.strictObject({ autoDeploy: z.boolean() });

export const signOutSchema = z.strictObject({ scope: z.enum(["local", "others", "global"]).default("local") });

/* Response shapes */

export interface Profile {
  id: string;
  email: string;
  fullName: string | null;
  role: Role;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  lastLogin: string | null;
}

export interface ContentItem {
  id: string;
  title: string;
  slug: string;
  content: string;
  visibility: Visibility;
  contentType: ContentType;
  published: boolean;
  summary: string;
  /** YYYY-MM-DD. */
  displayDate: string;
  fields: Record<string, unknown>;
  authorId: string | null;
  createdAt: string;
  updatedAt: string;
  /** When the scheduler publishes the item (and applies its draft), UTC; null for none. */
  publishAt: string | null;
  /** When the scheduler unpublishes the item, UTC; null for none. */
  unpublishAt: string | null;
  /** Why the last due publish or unpublish time failed (the time is then cleared); null when none did. */
  scheduleProblem: string | null;
  /** Unpublished changes of a published item: the edited values, while the fields above stay what visitors see. */
  draft: ContentDraft | null;
  /** Goes up by one with every saved change (the number of its newest version); send it back as `baseVersion`. */
  version: number;
}

export type ContentDraft = Pick<ContentItem, DraftField>;

/**
 * A list entry: every field of the item but its body, which is replaced by the
 * first CONTENT_PREVIEW_LENGTH characters and the body's length. Characters
 * are Unicode code points, so the cut never splits one.
 */
export interface ContentSummary extends Omit<ContentItem, "content" | "draft"> {
  /** Whether the item has unpublished changes (the draft itself stays out of lists). */
  hasDraft: boolean;
  preview: string;
  contentLength: number;
}

/** How many items match the search and the other filters, for each value of one filter. */
export interface ContentCounts {
  /** Items matching the search and every filter. */
  total: number;
  type: Record<ContentType, number>;
  visibility: Record<Visibility, number>;
  state: Record<ContentState, number>;
}

export interface Actor {
  email: string;
  fullName: string | null;
}

export interface AuditEntry {
  id: string;
  action: AuditAction;
  resourceType: string;
  resourceId: string | null;
  oldValues: unknown;
  newValues: unknown;
  createdAt: string;
  actor: Actor | null;
}

/**
 * What an audit entry keeps of a text value longer than AUDIT_VALUE_MAX_LENGTH
 * characters: its start, its full length, and the mark.
 */
export interface ShortenedValue {
  shortened: true;
  preview: string;
  length: number;
}

/** One entry of an item's history, without the stored item. */
export interface ContentVersionSummary {
  number: number;
  kind: VersionKind;
  /** For a restore: the version it brought back. */
  restoredFrom: number | null;
  title: string;
  createdAt: string;
  actor: Actor | null;
}

/** A version with the whole item as it was saved: every column, whatever the item's type adds. */
export interface ContentVersion extends ContentVersionSummary {
  item: Record<string, unknown>;
}

export interface Deployment {
  id: string;
  deploymentType: (typeof DEPLOYMENT_TYPES)[number];
  status: DeploymentStatus;
  /** For a failed deploy, why; otherwise what happened. */
  message: string | null;
  createdAt: string;
  startedAt: string | null;
  completedAt: string | null;
  durationMs: number | null;
  pageCount: number | null;
  changes: ChangeSet | null;
  /** Whether every page was rendered (asked for, or a new web build), not only those whose inputs changed. */
  fullRender: boolean;
  /** Pages rendered; the others were copied unchanged from the generation it replaced. Null until it succeeds. */
  renderedCount: number | null;
  /** URL paths whose bytes differ from the generation it replaced. Null until it succeeds. */
  changedPaths: string[] | null;
  /** The generation this deploy built; null once it is pruned or when the deploy failed. */
  generationId: string | null;
  /** Whether this deploy's generation is the one being served. */
  live: boolean;
  /** Whether its generation is still kept, so it can be made live again. */
  canRollBack: boolean;
  /** The DEPLOY_HOOK_URL call after the deploy: null when no hook is configured. */
  hook: { ok: boolean; message: string } | null;
  triggeredBy: Actor | null;
}

export interface MeResponse {
  user: Profile;
  twoFactor: TwoFactorStatus;
}
/**
 * One page, newest update first; `nextCursor` fetches the next page and is
 * null on the last one. `counts` comes with the first page only (null on the
 * pages after it).
 */
export interface ContentListResponse {
  items: ContentSummary[];
  nextCursor: string | null;
  counts: ContentCounts | null;
}
export interface ContentItemResponse {
  item: ContentItem;
}
/** One page, newest account first. */
export interface UsersResponse {
  users: Profile[];
  nextCursor: string | null;
}
export interface UserResponse {
  user: Profile;
}
/** One page, newest entry first. */
export interface AuditLogResponse {
  entries: AuditEntry[];
  nextCursor: string | null;
}
/** One page of an item's history, newest version first. */
export interface ContentVersionsResponse {
  versions: ContentVersionSummary[];
  nextCursor: string | null;
}
export interface ContentVersionResponse {
  version: ContentVersion;
}
/** Scheduled backups (BACKUP_DIR): whether they run, and how the last one went. */
export interface BackupStatus {
  scheduled: boolean;
  intervalHours: number;
  keep: number;
  /** The last scheduled backup on any instance: when it finished, whether it worked, and why not. */
  last: { at: string; ok: boolean; message: string } | null;
  lastSuccessAt: string | null;
}
export interface DeploymentSettings {
  autoDeploy: boolean;
  /** The generation being served: null while the site is the build's own (no deploy yet). */
  liveGenerationId: string | null;
  hookConfigured: boolean;
  backups: BackupStatus;
}
export interface DeploymentsResponse {
  deployments: Deployment[];
  settings: DeploymentSettings;
}
export interface DeploymentSettingsResponse {
  settings: DeploymentSettings;
}
export interface DeploymentResponse {
  deployment: Deployment;
}

/* Press-release e-mail alerts */

/** `website` is a honeypot: people leave it empty, form-filling robots do not. */
export const pressAlertSubscribeSchema = z.strictObject({ email, website: z.string().max(200).optional() });
export const pressAlertTokenSchema = z.strictObject({ token: z.string().min(1).max(256) });

export interface PressAlertSubscriberSummary {
  confirmed: number;
  pending: number;
}
