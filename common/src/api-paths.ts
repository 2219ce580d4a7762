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
  submitContentForReview: (id: string) => `/api/content/${id}/submit-for-review`,
  approveContent: (id: string) => `/api/content/${id}/approve`,
  requestContentChanges: (id: string) => `/api/content/${id}/request-changes`,
  /** A content item's review: its state for the pending change and every note and comment, newest first. */
  contentReview: (id: string) => `/api/content/${id}/review`,
  /** Who has the item open for editing: POST a heartbeat, GET the others, DELETE on leaving. */
  contentPresence: (id: string) => `/api/content/${id}/presence`,
  trash: "/api/trash",
  trashPage: (values: QueryValues = {}) => withQuery("/api/trash", values),
  trashedItem: (id: string) => `/api/trash/${id}`,
  restoreFromTrash: (id: string) => `/api/trash/${id}/restore`,
  pages: "/api/pages",
  page: (key: string) => `/api/pages/${key}`,
  publishPageChanges: (key: string) => `/api/pages/${key}/publish-changes`,
  discardPageDraft: (key: string) => `/api/pages/${key}/discard-draft`,
  schedulePage: (key: string) => `/api/pages/${key}/schedule`,
  pageVersions: (key: string) => `/api/pages/${key}/versions`,
  pageVersion: (key: string, number: number | string) => `/api/pages/${key}/versions/${number}`,
  restorePageVersion: (key: string, number: number | string) => `/api/pages/${key}/versions/${number}/restore`,
  /** POST: unsaved values rendered as the public site would render them, for the staff forms' live preview. */
  livePreview: {
    content: "/api/preview/content",
    page: (key: string) => `/api/preview/pages/${key}`,
  },
  submitPageForReview: (key: string) => `/api/pages/${key}/submit-for-review`,
  approvePage: (key: string) => `/api/pages/${key}/approve`,
  requestPageChanges: (key: string) => `/api/pages/${key}/request-changes`,
  pageReview: (key: string) => `/api/pages/${key}/review`,
  /** GET: which kinds need approval, and every pending change in review; PATCH: change the rules. */
  reviewSettings: "/api/review/settings",
  /** Every pending change of an item or page, with its review state (the Review tab's queue). */
  reviewQueue: "/api/review/queue",
  releases: "/api/releases",
  release: (id: string) => `/api/releases/${id}`,
  publishRelease: (id: string) => `/api/releases/${id}/publish`,
  pagePresence: (key: string) => `/api/pages/${key}/presence`,
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
  dataRoom: {
    /** GET: the NDA and the folders and documents the caller may see (docs/staff-api.md#data-room). */
    root: "/api/data-room",
    ndaAccept: "/api/data-room/nda/accept",
    /** GET (administrators): the current NDA and who accepted which version; PUT `{ text }`: a new version. */
    nda: "/api/data-room/nda",
    /** A watermarked rendition for the in-page viewer (view-only documents too). */
    documentView: (id: string) => `/api/data-room/documents/${id}/view`,
    /** A watermarked download; refused for view-only documents. */
    documentDownload: (id: string) => `/api/data-room/documents/${id}/download`,
    /** DELETE (administrators): takes the document out of the data room (the media asset stays). */
    document: (id: string) => `/api/data-room/documents/${id}`,
    folders: "/api/data-room/folders",
    folder: (id: string) => `/api/data-room/folders/${id}`,
    folderDocuments: (id: string) => `/api/data-room/folders/${id}/documents`,
    /** GET (`?userId=&folderId=`) and POST `{ userId, folderId, expiresAt }`. */
    grants: "/api/data-room/grants",
    grantsPage: (values: QueryValues = {}) => withQuery("/api/data-room/grants", values),
    grant: (id: string) => `/api/data-room/grants/${id}`,
    /** GET (`?documentId=&userId=&downloadId=&format=csv`). */
    accessLog: "/api/data-room/access-log",
    accessLogPage: (values: QueryValues = {}) => withQuery("/api/data-room/access-log", values),
  },
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
  /** The whole site as it will be once a release goes live, at its real paths under this prefix. */
  releasePreview: (id: string, path = "/") => `/admin/preview/releases/${id}${path}`,
} as const;
