/**
 * The staff API contract: request schemas the server validates with, and the
 * response types the browser reads. Field names are camelCase on the wire.
 */
import { z } from "zod";
import {
  CONTENT_PAGE_SIZE_DEFAULT,
  CONTENT_PAGE_SIZE_MAX,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "./constants";
import { ROLES, type Role } from "./roles";

export const VISIBILITIES = ["public", "partner", "admin"] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export const CONTENT_TYPES = ["page", "research", "patent", "publication", "press_release"] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const DEPLOYMENT_TYPES = ["content_update", "manual_deploy"] as const;
export const DEPLOYMENT_STATUSES = ["pending", "success", "failed"] as const;
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
  "press_alert_requested",
  "press_alert_confirmed",
  "press_alert_unsubscribed",
  "press_alert_subscribers_exported",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const RESOURCE_TYPES = ["content_section", "user_profile", "press_alert_subscriber"] as const;

export const LIMITS = {
  title: 200,
  slug: 200,
  content: 100_000,
  fullName: 120,
  email: 254,
} as const;

/** An empty slug is derived from the title: lower-cased, whitespace runs to hyphens. */
export function slugFromTitle(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, "-");
}

const email = z.string().trim().toLowerCase().email("Enter a valid email address").max(LIMITS.email);
const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`);
const fullName = z.string().trim().min(1, "Full name is required").max(LIMITS.fullName);

export const registerSchema = z.object({ fullName, email, password });
export const signInSchema = z.object({ email, password: z.string().min(1).max(PASSWORD_MAX_LENGTH) });
export const emailOnlySchema = z.object({ email });
export const resetPasswordSchema = z.object({ token: z.string().min(1).max(512), newPassword: password });

export const updateProfileSchema = z.strictObject({ fullName });

const slug = z
  .string()
  .trim()
  .max(LIMITS.slug)
  .regex(/^[^\s/?#]*$/, "Slug cannot contain spaces, slashes, ? or #");

export const contentInputSchema = z.strictObject({
  title: z.string().trim().min(1, "Title is required").max(LIMITS.title),
  slug: slug.optional().default(""),
  content: z.string().max(LIMITS.content).default(""),
  visibility: z.enum(VISIBILITIES).default("public"),
  contentType: z.enum(CONTENT_TYPES).default("page"),
  published: z.boolean().default(false),
});
export type ContentInput = z.input<typeof contentInputSchema>;

export const contentPatchSchema = z
  .strictObject({
    title: z.string().trim().min(1, "Title is required").max(LIMITS.title),
    slug,
    content: z.string().max(LIMITS.content),
    visibility: z.enum(VISIBILITIES),
    contentType: z.enum(CONTENT_TYPES),
    published: z.boolean(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, "Send at least one field to change");

export const userPatchSchema = z
  .strictObject({
    role: z.enum(ROLES as [Role, ...Role[]]),
    isActive: z.boolean(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, "Send role or isActive");

/**
 * `GET /api/content?limit=&cursor=`. Query values arrive as text: `limit` must be
 * plain digits (no "1e2", " 5" or "0x10"), `cursor` is whatever the previous
 * page's `nextCursor` was; the server alone reads what is inside it.
 */
export const contentListQuerySchema = z.strictObject({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, `Send a whole number from 1 to ${CONTENT_PAGE_SIZE_MAX}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, `Send a whole number from 1 to ${CONTENT_PAGE_SIZE_MAX}`)
        .max(CONTENT_PAGE_SIZE_MAX, `Send a whole number from 1 to ${CONTENT_PAGE_SIZE_MAX}`),
    )
    .default(CONTENT_PAGE_SIZE_DEFAULT),
  cursor: z
    .string()
    .min(1, "Not a valid cursor")
    .max(200, "Not a valid cursor")
    .regex(/^[A-Za-z0-9_-]+$/, "Not a valid cursor")
    .optional(),
});
export type ContentListQuery = z.output<typeof contentListQuerySchema>;

export const idParamSchema = z.object({ id: z.string().uuid("Not a valid id") });

export const confirmEmailSchema = z.object({ token: z.string().min(1, "The link has no token").max(2048) });

export const deploymentInputSchema = z.strictObject({
  deploymentType: z.enum(DEPLOYMENT_TYPES).default("manual_deploy"),
});

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
  authorId: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * A list entry: every field of the item but its body, which is replaced by the
 * first CONTENT_PREVIEW_LENGTH characters and the body's length. Characters
 * are Unicode code points, so the cut never splits one.
 */
export interface ContentSummary extends Omit<ContentItem, "content"> {
  preview: string;
  contentLength: number;
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

export interface Deployment {
  id: string;
  deploymentType: (typeof DEPLOYMENT_TYPES)[number];
  status: DeploymentStatus;
  message: string | null;
  createdAt: string;
  completedAt: string | null;
  triggeredBy: Actor | null;
}

export interface MeResponse {
  user: Profile;
}
/** One page, newest update first; `nextCursor` fetches the next page and is null on the last one. */
export interface ContentListResponse {
  items: ContentSummary[];
  nextCursor: string | null;
}
export interface ContentItemResponse {
  item: ContentItem;
}
export interface UsersResponse {
  users: Profile[];
}
export interface UserResponse {
  user: Profile;
}
export interface AuditLogResponse {
  entries: AuditEntry[];
}
export interface DeploymentsResponse {
  deployments: Deployment[];
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
