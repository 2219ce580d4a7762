/** Query values to send; undefined, null and empty ones are left out. */
export type QueryValues = Record<string, string | number | boolean | null | undefined>;

/** The path with its query; without any value the bare path, so the first default page has one address. */
export function withQuery(path: string, values: QueryValues = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== "") query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** Every API path, in one place for the server's router and the browser's calls. */
export const API_PATHS = {
  health: "/api/health",
  ready: "/api/ready",
  auth: {
    register: "/api/auth/register",
    signIn: "/api/auth/sign-in",
    signOut: "/api/auth/sign-out",
    confirm: "/api/auth/confirm",
    resendConfirmation: "/api/auth/resend-confirmation",
    forgotPassword: "/api/auth/forgot-password",
    resetPassword: "/api/auth/reset-password",
    /** The second step of a sign-in with two-factor: a code from the app, or a backup code. */
    twoFactor: "/api/auth/two-factor",
  },
  account: {
    sessions: "/api/account/sessions",
    session: (id: string) => `/api/account/sessions/${id}`,
    password: "/api/account/password",
    twoFactorEnable: "/api/account/two-factor/enable",
    twoFactorConfirm: "/api/account/two-factor/confirm",
    twoFactorDisable: "/api/account/two-factor/disable",
  },
  me: "/api/me",
  content: "/api/content",
  /** One page of the content list (limit, cursor, q, type, visibility, state); without values the first default page. */
  contentPage: (values: QueryValues = {}) => withQuery("/api/content", values),
  contentItem: (id: string) => `/api/content/${id}`,
  publishContentChanges: (id: string) => `/api/content/${id}/publish-changes`,
  discardContentDraft: (id: string) => `/api/content/${id}/discard-draft`,
  contentVersions: (id: string) => `/api/content/${id}/versions`,
  contentVersion: (id: string, number: number | string) => `/api/content/${id}/versions/${number}`,
  restoreContentVersion: (id: string, number: number | string) => `/api/content/${id}/versions/${number}/restore`,
  pages: "/api/pages",
  page: (key: string) => `/api/pages/${key}`,
  publishPageChanges: (key: string) => `/api/pages/${key}/publish-changes`,
  discardPageDraft: (key: string) => `/api/pages/${key}/discard-draft`,
  schedulePage: (key: string) => `/api/pages/${key}/schedule`,
  pageVersions: (key: string) => `/api/pages/${key}/versions`,
  pageVersion: (key: string, number: number | string) => `/api/pages/${key}/versions/${number}`,
  restorePageVersion: (key: string, number: number | string) => `/api/pages/${key}/versions/${number}/restore`,
  /** The live site settings as the public shell renders them (no sign-in: the staff area's header and footer). */
  siteSettings: "/api/site",
  users: "/api/users",
  /** One page of users (limit, cursor, q, role, active). */
  usersPage: (values: QueryValues = {}) => withQuery("/api/users", values),
  user: (id: string) => `/api/users/${id}`,
  auditLogs: "/api/audit-logs",
  /** One page of the audit log (limit, cursor, action, actor, resourceType, from, to). */
  auditLogsPage: (values: QueryValues = {}) => withQuery("/api/audit-logs", values),
  /** The CSV of every entry the filters select. */
  auditLogsExport: "/api/audit-logs/export",
  deployments: "/api/deployments",
  /** POST: the public pre-screening form (anyone); GET: the administrators' list. */
  trialApplications: "/api/trial-applications",
  trialApplicationsPage: ({ page, q }: { page?: number; q?: string } = {}) => {
    const query = new URLSearchParams();
    if (page !== undefined && page > 1) query.set("page", String(page));
    if (q) query.set("q", q);
    const text = query.toString();
    return text ? `/api/trial-applications?${text}` : "/api/trial-applications";
  },
  trialApplication: (id: string) => `/api/trial-applications/${id}`,
  trialApplicationsExport: "/api/trial-applications/csv",
  deploymentRollback: (id: string) => `/api/deployments/${id}/rollback`,
  deploymentSettings: "/api/deployment-settings",
  /** POST: upload (multipart, field `file`, optional `alt`, `visibility`); GET: the library. */
  media: "/api/media",
  /** One page of the library (limit, cursor, search, kind). */
  mediaPage: (values: QueryValues = {}) => withQuery("/api/media", values),
  /** GET (with usedBy), PATCH (alt, caption, focalPoint, decorative, visibility), DELETE. */
  mediaAsset: (id: string) => `/api/media/${id}`,
  /** GET: the stored file (the asset's `url`, what Markdown refers to it by); PUT: replace it, keeping the id. */
  mediaFile: (id: string) => `/api/media/${id}/file`,
  /** GET: a small WebP (an image's, or a PDF's first page). */
  mediaThumbnail: (id: string) => `/api/media/${id}/thumbnail`,
  /** GET: one of an image's variants by name, e.g. `w640.avif`, `w640.webp`, `fallback.jpg`. */
  mediaVariant: (id: string, name: string) => `/api/media/${id}/variants/${name}`,
  pressAlerts: {
    subscribe: "/api/press-alerts/subscribe",
    confirm: "/api/press-alerts/confirm",
    unsubscribe: "/api/press-alerts/unsubscribe",
    /** RFC 8058 one-click target named in List-Unsubscribe; the token is in the path because the body is a form. */
    oneClickUnsubscribe: (token: string) => `/api/press-alerts/unsubscribe/${encodeURIComponent(token)}`,
    subscribers: "/api/press-alerts/subscribers",
    subscribersExport: "/api/press-alerts/subscribers/export",
  },
} as const;

/** Staff pages the server answers itself rather than the browser app. */
export const STAFF_PAGE_PATHS = {
  preview: (id: string) => `/admin/preview/${id}`,
  /** A page with its draft, rendered at its own path's layout by the same code as a deploy. */
  pagePreview: (key: string) => `/admin/preview/pages/${key}`,
} as const;
