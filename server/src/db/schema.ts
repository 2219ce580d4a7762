/**
 * The single schema source: better-auth's tables (user, session, account,
 * verification) and the product's own. Migrations in server/drizzle/ are
 * generated from this file (`npm run db:generate`).
 */
import {
  AUDIT_ACTIONS,
  CONTENT_TYPES,
  type ContentDraft,
  DEPLOYMENT_STATUSES,
  DEPLOYMENT_TYPES,
  RESOURCE_TYPES,
  VERSION_KINDS,
  VISIBILITIES,
} from "@helixmap/common/api";
import { type FocalPoint, MEDIA_KINDS } from "@helixmap/common/media/media-api";
import { PAGE_VERSION_KINDS } from "@helixmap/common/pages/pages-api";
import type { ChangeSet, PublishedSnapshot } from "@helixmap/common/publishing";
import { ROLES, type Role } from "@helixmap/common/roles";
import { APPLICATION_STATUSES } from "@helixmap/common/trial-application-terms";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/* better-auth */

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  /** better-auth's two-factor plugin: set once an authenticator app is confirmed. */
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  /**
   * Registered again before it was confirmed (src/auth/accounts.ts): from then on
   * only a password chosen through a mailed link confirms it, never a confirmation link.
   */
  registrationContested: boolean("registration_contested").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /**
     * This session passed the account's second factor (a code at sign-in, or
     * it is the session that enrolled). A session of an account with
     * two-factor on counts only when this is set (src/api/caller.ts).
     */
    twoFactorPassed: boolean("two_factor_passed").notNull().default(false),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** better-auth's two-factor plugin: the encrypted TOTP secret and backup codes of one user. */
export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [index("two_factor_user_id_idx").on(t.userId), index("two_factor_secret_idx").on(t.secret)],
);

/* The product */

export const roleEnum = pgEnum("user_role", ROLES as [Role, ...Role[]]);
export const visibilityEnum = pgEnum("content_visibility", VISIBILITIES);
export const contentTypeEnum = pgEnum("content_type", CONTENT_TYPES);
export const auditActionEnum = pgEnum("audit_action", AUDIT_ACTIONS);
export const resourceTypeEnum = pgEnum("audit_resource_type", RESOURCE_TYPES);
export const deploymentTypeEnum = pgEnum("deployment_type", DEPLOYMENT_TYPES);
export const deploymentStatusEnum = pgEnum("deployment_status", DEPLOYMENT_STATUSES);

export const userProfiles = pgTable(
  "user_profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    fullName: text("full_name"),
    role: roleEnum("role").notNull().default("public"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastLogin: timestamp("last_login", { withTimezone: true }),
  },
  (t) => [index("user_profiles_created_at_idx").on(t.createdAt)],
);

export const contentSections = pgTable(
  "content_sections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    content: text("content").notNull().default(""),
    visibility: visibilityEnum("visibility").notNull().default("public"),
    contentType: contentTypeEnum("content_type").notNull().default("page"),
    published: boolean("published").notNull().default(false),
    /* Publishing (issue 12): what the public lists show besides the title and body. */
    summary: text("summary").notNull().default(""),
    displayDate: date("display_date", { mode: "string" }).notNull().default(sql`current_date`),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull().default({}),
    authorId: text("author_id").references(() => userProfiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /* Drafts and schedules (issue 13, docs/decisions/009-drafts-and-schedules.md). */
    /** A published item's unpublished changes: every DRAFT_FIELDS value as edited; null when there are none. */
    draft: jsonb("draft").$type<ContentDraft>(),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    unpublishAt: timestamp("unpublish_at", { withTimezone: true }),
    /** Why the last due publish or unpublish time could not be carried out; cleared by the next save or run. */
    scheduleProblem: text("schedule_problem"),
    /**
     * What the content list's search reads (server/src/content/content-filters.ts):
     * title, slug and body, lower-cased once when saved. A case-sensitive LIKE
     * on it costs about a fifth of ILIKE on the three columns, most of all on
     * PGlite, where lower-casing runs in WebAssembly.
     */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(sql`lower(title || chr(10) || slug || chr(10) || content)`),
  },
  // The list pages by (updated_at desc, id desc); the id makes the order total, so a cursor names one position.
  (t) => [
    index("content_sections_updated_at_id_idx").on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Slugs are unique without regard to case ("About" and "about" would be one address).
    uniqueIndex("content_sections_slug_lower_idx").on(sql`lower(${t.slug})`),
    // The scheduler's look-up of due times reads only the few items that have one.
    index("content_sections_publish_at_idx").on(t.publishAt).where(sql`${t.publishAt} is not null`),
    index("content_sections_unpublish_at_idx").on(t.unpublishAt).where(sql`${t.unpublishAt} is not null`),
  ],
);

export const auditLogs = pgTable(
  "audit_logs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => userProfiles.id, { onDelete: "set null" }),
    action: auditActionEnum("action").notNull(),
    resourceType: resourceTypeEnum("resource_type").notNull(),
    resourceId: text("resource_id"),
    oldValues: jsonb("old_values"),
    newValues: jsonb("new_values"),
    ipAddress: text("ip_address"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_logs_created_at_idx").on(t.createdAt),
    // Keyset paging on (created_at desc, id desc), unfiltered and filtered by action.
    index("audit_logs_created_at_id_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("audit_logs_action_created_at_id_idx").on(
      t.action,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export const deploymentLogs = pgTable(
  "deployment_logs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    triggeredBy: text("triggered_by").references(() => userProfiles.id, { onDelete: "set null" }),
    deploymentType: deploymentTypeEnum("deployment_type").notNull(),
    status: deploymentStatusEnum("status").notNull().default("pending"),
    message: text("message"),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /* Publishing (issue 12) */
    startedAt: timestamp("started_at", { withTimezone: true }),
    /** Refreshed while the deploy runs; a stale one was interrupted by its server stopping. */
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
    pageCount: integer("page_count"),
    changes: jsonb("changes").$type<ChangeSet>(),
    generationId: uuid("generation_id").references(() => siteGenerations.id, { onDelete: "set null" }),
    hookOk: boolean("hook_ok"),
    hookMessage: text("hook_message"),
    /**
     * True while pending or running, null once finished: the unique index lets one row hold it,
     * so there is one deploy at a time across every instance on the database.
     */
    inProgress: boolean("in_progress"),
  },
  (t) => [
    index("deployment_logs_created_at_idx").on(t.createdAt),
    uniqueIndex("deployment_logs_in_progress_idx").on(t.inProgress),
  ],
);

/**
 * A built generation of the public site: its files live in DATA_DIR/generations/<id>/;
 * the snapshot lets any instance render the same files again.
 */
export const siteGenerations = pgTable(
  "site_generations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    snapshot: jsonb("snapshot").$type<PublishedSnapshot>().notNull(),
    pageCount: integer("page_count").notNull(),
    /** URL path -> content hash of every file, to tell a hook which paths changed. */
    fileHashes: jsonb("file_hashes").$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("site_generations_created_at_idx").on(t.createdAt)],
);

/* Content versions (server/src/content/versions/) */

export const versionKindEnum = pgEnum("content_version_kind", VERSION_KINDS);

/**
 * Every save of a content item, numbered from 1 per item. `item` is the whole
 * row as saved (every column, whatever later migrations add), so a version
 * can be shown and restored without knowing the item's shape.
 */
export const contentVersions = pgTable(
  "content_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contentId: uuid("content_id")
      .notNull()
      .references(() => contentSections.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    kind: versionKindEnum("kind").notNull(),
    restoredFrom: integer("restored_from"),
    item: jsonb("item").$type<Record<string, unknown>>().notNull(),
    actorId: text("actor_id").references(() => userProfiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("content_versions_content_id_number_idx").on(t.contentId, t.number)],
);

/* Page documents (server/src/pages/) */

export const pageVersionKindEnum = pgEnum("page_version_kind", PAGE_VERSION_KINDS);

/**
 * One row per page document (each public page, and `site` for the settings):
 * `fields` are the live values (what the next deploy renders), `draft` the
 * unpublished ones. Values are stored as typed, placeholders unresolved; the
 * schema in common/src/pages/ is checked on every write.
 */
export const pageDocuments = pgTable("page_documents", {
  key: text("key").primaryKey(),
  fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
  draft: jsonb("draft").$type<Record<string, unknown>>(),
  /** The version the draft was restored from, until it is published or discarded. */
  draftRestoredFrom: integer("draft_restored_from"),
  version: integer("version").notNull(),
  updatedAt: updatedAt(),
  updatedBy: text("updated_by").references(() => userProfiles.id, { onDelete: "set null" }),
  draftUpdatedAt: timestamp("draft_updated_at", { withTimezone: true }),
  draftUpdatedBy: text("draft_updated_by").references(() => userProfiles.id, { onDelete: "set null" }),
  publishAt: timestamp("publish_at", { withTimezone: true }),
  scheduleProblem: text("schedule_problem"),
});

/** Every state of a page's live values, numbered from 1 per page; never rewritten. */
export const pageVersions = pgTable(
  "page_versions",
  {
    key: text("key")
      .notNull()
      .references(() => pageDocuments.key, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    kind: pageVersionKindEnum("kind").notNull(),
    restoredFrom: integer("restored_from"),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
    actorId: text("actor_id").references(() => userProfiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.key, t.number] })],
);

/* Media library (server/src/media/, docs/media.md) */

export const mediaKindEnum = pgEnum("media_kind", MEDIA_KINDS);

/** One stored file of an asset: the file itself, a variant or the thumbnail, kept by content hash. */
export interface StoredMediaFile {
  /** What the file is to the asset: `file`, `thumbnail`, `fallback`, or `w<width>.<avif|webp>`. */
  name: string;
  /** Its key in the media storage (`<sha256>.<ext>`): the same bytes are one object, never overwritten. */
  key: string;
  sha256: string;
  bytes: number;
  mimeType: string;
  width: number | null;
}

/**
 * An uploaded image or PDF. `sha256` is of the bytes as uploaded, unique so
 * the same upload twice is one asset; `files` are what was stored from them
 * (metadata stripped, variants, thumbnail). Replacing the file keeps the id.
 */
export const mediaAssets = pgTable(
  "media_assets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    filename: text("filename").notNull(),
    kind: mediaKindEnum("kind").notNull(),
    mimeType: text("mime_type").notNull(),
    bytes: integer("bytes").notNull(),
    sha256: text("sha256").notNull().unique(),
    width: integer("width"),
    height: integer("height"),
    pages: integer("pages"),
    alt: text("alt").notNull().default(""),
    caption: text("caption").notNull().default(""),
    focalPoint: jsonb("focal_point").$type<FocalPoint>(),
    decorative: boolean("decorative").notNull().default(false),
    visibility: visibilityEnum("visibility").notNull().default("public"),
    /** A PDF's extracted text (searchable), capped in length. */
    text: text("text").notNull().default(""),
    files: jsonb("files").$type<StoredMediaFile[]>().notNull(),
    createdBy: text("created_by").references(() => userProfiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** What the library's search reads: name, alt text and a PDF's text, lower-cased once when saved. */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(sql`lower(filename || chr(10) || alt || chr(10) || text)`),
  },
  (t) => [index("media_assets_updated_at_id_idx").on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

/** Fixed-window counters for sign-in lock-out and rate limits when Redis is not configured. */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_counters_reset_at_idx").on(t.resetAt)],
);

/** Server settings kept in the database, such as the generated development AUTH_SECRET. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/* Trial pre-screening applications (server/src/trial-applications/) */

export const applicationStatusEnum = pgEnum("trial_application_status", APPLICATION_STATUSES);

/**
 * Every health and contact field is sealed with AES-256-GCM under the key
 * named by `key_id` (see server/src/trial-applications/field-cipher.ts); without
 * the key the table shows only references, statuses, dates and consent texts.
 * `email_index` is a keyed HMAC of the address, for search and repeats.
 * `repeat_of` links a later application from the same address to the first
 * one still stored, so staff see a correction beside what it corrects.
 */
export const trialApplications = pgTable(
  "trial_applications",
  {
    id: uuid("id").primaryKey(),
    reference: text("reference").notNull().unique(),
    status: applicationStatusEnum("status").notNull().default("new"),
    keyId: text("key_id").notNull(),
    emailIndex: text("email_index").notNull(),
    firstName: text("first_name_sealed").notNull(),
    lastName: text("last_name_sealed").notNull(),
    email: text("email_sealed").notNull(),
    phone: text("phone_sealed").notNull(),
    age: text("age_sealed").notNull(),
    condition: text("condition_sealed").notNull(),
    previousTreatments: text("previous_treatments_sealed").notNull(),
    medicalHistory: text("medical_history_sealed").notNull(),
    note: text("note_sealed").notNull(),
    /** `{version, consentToContact: {text, acceptedAt}, privacyConsent: {text, acceptedAt}}`: the texts as shown. */
    consents: jsonb("consents").notNull(),
    repeatOf: uuid("repeat_of").references((): AnyPgColumn => trialApplications.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("trial_applications_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    index("trial_applications_email_index_idx").on(t.emailIndex, t.createdAt),
    index("trial_applications_repeat_of_idx").on(t.repeatOf),
  ],
);

/* Accounts (issue 15) */

/**
 * The one confirmation link of an address that still works: a new
 * registration or a resend replaces it, so earlier links stop working.
 * better-auth's tokens are stateless, so their hash is kept here.
 */
export const emailConfirmations = pgTable("email_confirmations", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull(),
  createdAt: createdAt(),
});

/**
 * Failed sign-ins per account and client (docs/decisions/004): a progressive
 * delay instead of a lock, forgotten once `expires_at` passes.
 */
export const signInAttempts = pgTable(
  "sign_in_attempts",
  {
    email: text("email").notNull(),
    client: text("client").notNull(),
    failures: integer("failures").notNull(),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.email, t.client] }), index("sign_in_attempts_expires_at_idx").on(t.expiresAt)],
);

/* Press-release e-mail alerts (server/src/subscriptions/) */

/**
 * One row per address. `consentedAt` is the consent time: set when the
 * single-use confirmation link is used (double opt-in); until then the row is
 * pending. Unsubscribing deletes the row.
 */
export const pressAlertSubscribers = pgTable(
  "press_alert_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    /** SHA-256 of the confirmation token; cleared when it is used. */
    confirmTokenHash: text("confirm_token_hash").unique(),
    confirmTokenExpiresAt: timestamp("confirm_token_expires_at", { withTimezone: true }),
    /**
     * SHA-256 of the unsubscribe token that alerts carried before each alert got its own
     * (press_alert_deliveries.unsubscribe_token_hash); kept so those links still work. Null for newer subscribers.
     */
    unsubscribeTokenHash: text("unsubscribe_token_hash").unique(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    requestIp: text("request_ip"),
    consentedAt: timestamp("consented_at", { withTimezone: true }),
    consentIp: text("consent_ip"),
  },
  (t) => [index("press_alert_subscribers_consented_at_idx").on(t.consentedAt)],
);

/**
 * A press release the first time a deploy put it live; later deploys reuse this time. The
 * title, summary and address are the alert's text, as the latest deploy of the release had them.
 */
export const pressAlertReleases = pgTable("press_alert_releases", {
  releaseId: text("release_id").primaryKey(),
  title: text("title").notNull(),
  summary: text("summary").notNull().default(""),
  url: text("url").notNull().default(""),
  firstLiveAt: timestamp("first_live_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * At most one alert per (release, subscriber), sent by the alert job (decision 005). A row
 * waits with `claimed_at` null until `next_attempt_at`; an instance claims it (SKIP LOCKED)
 * before sending and sets `sent_at` after. A failed send clears the claim and backs off; a
 * claim left without `sent_at` (a crash mid-send) is never retried, so nobody gets two.
 */
export const pressAlertDeliveries = pgTable(
  "press_alert_deliveries",
  {
    releaseId: text("release_id")
      .notNull()
      .references(() => pressAlertReleases.releaseId, { onDelete: "cascade" }),
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => pressAlertSubscribers.id, { onDelete: "cascade" }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** SHA-256 of the unsubscribe token this alert carries (set when it is claimed for sending). */
    unsubscribeTokenHash: text("unsubscribe_token_hash").unique(),
  },
  (t) => [
    primaryKey({ columns: [t.releaseId, t.subscriberId] }),
    index("press_alert_deliveries_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.claimedAt} is null and ${t.sentAt} is null`),
  ],
);
