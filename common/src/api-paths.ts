/** Every API path, in one place for the server's router and the browser's calls. */
export const API_PATHS = {
  health: "/api/health",
  auth: {
    register: "/api/auth/register",
    signIn: "/api/auth/sign-in",
    signOut: "/api/auth/sign-out",
    confirm: "/api/auth/confirm",
    resendConfirmation: "/api/auth/resend-confirmation",
    forgotPassword: "/api/auth/forgot-password",
    resetPassword: "/api/auth/reset-password",
  },
  me: "/api/me",
  content: "/api/content",
  /** One page of the content list; without arguments the first page at the default size. */
  contentPage: ({ limit, cursor }: { limit?: number; cursor?: string | null } = {}) => {
    const query = new URLSearchParams();
    if (limit !== undefined) query.set("limit", String(limit));
    if (cursor) query.set("cursor", cursor);
    const text = query.toString();
    return text ? `/api/content?${text}` : "/api/content";
  },
  contentItem: (id: string) => `/api/content/${id}`,
  users: "/api/users",
  user: (id: string) => `/api/users/${id}`,
  auditLogs: "/api/audit-logs",
  deployments: "/api/deployments",
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
