/**
 * The single schema source: better-auth's tables (user, session, account,
 * verification) and the product's own. Migrations in server/drizzle/ are
 * generated from this file (`npm run db:generate`).
 */
import {
  AUDIT_ACTIONS,
  CONTENT_TYPES,
  DEPLOYMENT_STATUSES,
  DEPLOYMENT_TYPES,
  RESOURCE_TYPES,
  VISIBILITIES,
} from "@helixmap/common/api";
import { ROLES, type Role } from "@helixmap/common/roles";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
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
    authorId: text("author_id").references(() => userProfiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The list pages by (updated_at desc, id desc); the id makes the order total, so a cursor names one position.
  (t) => [index("content_sections_updated_at_id_idx").on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
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
  (t) => [index("audit_logs_created_at_idx").on(t.createdAt)],
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
  },
  (t) => [index("deployment_logs_created_at_idx").on(t.createdAt)],
);

/** Fixed-window counters for sign-in lock-out and rate limits when Redis is not configured. */
export const rateLimitCounters = pgTable("rate_limit_counters", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/** Server settings kept in the database, such as the generated development AUTH_SECRET. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

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
    /** Carried in every alert's unsubscribe link; it can only remove this address. */
    unsubscribeToken: text("unsubscribe_token").notNull().unique(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    requestIp: text("request_ip"),
    consentedAt: timestamp("consented_at", { withTimezone: true }),
    consentIp: text("consent_ip"),
  },
  (t) => [index("press_alert_subscribers_consented_at_idx").on(t.consentedAt)],
);

/** A press release the first time it was announced; later calls for it reuse this time. */
export const pressAlertReleases = pgTable("press_alert_releases", {
  releaseId: text("release_id").primaryKey(),
  title: text("title").notNull(),
  firstLiveAt: timestamp("first_live_at", { withTimezone: true }).notNull().defaultNow(),
});

/** At most one alert per (release, subscriber): the row is claimed before the mail is sent. */
export const pressAlertDeliveries = pgTable(
  "press_alert_deliveries",
  {
    releaseId: text("release_id")
      .notNull()
      .references(() => pressAlertReleases.releaseId, { onDelete: "cascade" }),
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => pressAlertSubscribers.id, { onDelete: "cascade" }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.releaseId, t.subscriberId] })],
);
