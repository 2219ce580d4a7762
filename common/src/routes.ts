/**
 * The public route table: one entry per pre-rendered page. A page's title,
 * description and words are its page document's (common/src/pages/).
 */
export interface PublicRoute {
  path: string;
  /** Route module, relative to web/app. */
  file: string;
}

/** The home page's sections, in order: each one's anchor (its heading and words are the page document's). */
export const HOME_SECTIONS = [
  "cures",
  "technology",
  "science",
  "applications",
  "research",
  "investment",
  "contact",
] as const;

export type HomeSectionId = (typeof HOME_SECTIONS)[number];

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  {
    path: "/",
    file: "routes/home.tsx",
  },
  {
    path: "/about",
    file: "routes/about.tsx",
  },
  {
    path: "/technology",
    file: "routes/technology.tsx",
  },
  {
    path: "/science",
    file: "routes/science.tsx",
  },
  {
    path: "/developers",
    file: "routes/developers.tsx",
  },
  {
    path: "/investment-opportunity",
    file: "routes/investment-opportunity.tsx",
  },
  {
    path: "/financial-information",
    file: "routes/financial-information.tsx",
  },
  {
    path: "/press-releases",
    file: "routes/press-releases.tsx",
  },
  {
    path: "/sec-filings",
    file: "routes/sec-filings.tsx",
  },
  {
    path: "/research-publications",
    file: "routes/research-publications.tsx",
  },
  {
    path: "/patent-portfolio",
    file: "routes/patent-portfolio.tsx",
  },
  {
    path: "/clinical-trials",
    file: "routes/clinical-trials/index.tsx",
  },
  {
    path: "/regulatory-updates",
    file: "routes/regulatory-updates/index.tsx",
  },
  {
    path: "/privacy-policy",
    file: "routes/privacy-policy.tsx",
  },
  {
    path: "/terms-of-service",
    file: "routes/terms-of-service.tsx",
  },
];

export const PUBLIC_PATHS = PUBLIC_ROUTES.map((r) => r.path);

/** Staff-area paths, rendered in the browser. */
export const ADMIN_PATHS = {
  login: "/admin/login",
  register: "/admin/register",
  confirm: "/admin/confirm",
  forgotPassword: "/admin/forgot-password",
  resetPassword: "/admin/reset-password",
  dashboard: "/admin/dashboard",
  /** The dashboard opened on its Media tab: the library of images and documents. */
  media: "/admin/media",
  /** The dashboard opened on its Data Room tab: the partner data room (issue 26). */
  dataRoom: "/admin/data-room",
  /** The signed-in person's own account: name, password, two-factor sign-in, sessions. */
  account: "/admin/account",
} as const;

export function isAdminPath(path: string): boolean {
  return path === "/admin" || path.startsWith("/admin/");
}

/** The sign-in page's query parameter naming where to go once signed in. */
export const SIGN_IN_NEXT = "next";

/** The sign-in page, then `path` (a staff path) once signed in: what public pages link to. */
export function signInThen(path: string): string {
  return `${ADMIN_PATHS.login}?${SIGN_IN_NEXT}=${path}`;
}

/** Pages for someone signed out: going back to one after signing in would only send them on. */
const SIGNED_OUT_PATHS: readonly string[] = [
  ADMIN_PATHS.login,
  ADMIN_PATHS.register,
  ADMIN_PATHS.confirm,
  ADMIN_PATHS.forgotPassword,
  ADMIN_PATHS.resetPassword,
];

const SAME_SITE = "https://same-site.invalid";

/**
 * Where a sign-in may go on to, from a `?next=` value: a staff path of this
 * site (`/admin/...`, with its query and fragment), or null for anything
 * else. Other origins, scheme-relative (`//host`) and backslash addresses,
 * control characters, paths that leave `/admin` once resolved and the
 * signed-out pages are all refused, so the parameter cannot send a person
 * elsewhere.
 */
export function staffReturnPath(next: string | null | undefined): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (!next?.startsWith("/") || next.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, SAME_SITE);
  } catch {
    return null;
  }
  if (url.origin !== SAME_SITE || !isAdminPath(url.pathname) || SIGNED_OUT_PATHS.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Pages a press-alert mail links to: pre-rendered, kept out of the sitemap and search results. */
export const PRESS_ALERT_PATHS = {
  confirm: "/press-alerts/confirm",
  unsubscribe: "/press-alerts/unsubscribe",
} as const;
