/**
 * The public route table: one entry per pre-rendered page. A page's title,
 * description and words are its page document's (common/src/pages/).
 */
export interface PublicRoute {
  path: string;
  /** Route module, relative to web/app. */
  file: string;
}

export const HOME_SECTIONS = [
  { id: "cures", label: "Cures" },
  { id: "technology", label: "Technology" },
  { id: "science", label: "Science" },
  { id: "applications", label: "Applications" },
  { id: "research", label: "Research" },
  { id: "investment", label: "Investment" },
  { id: "contact", label: "Contact" },
] as const;

export type HomeSectionId = (typeof HOME_SECTIONS)[number]["id"];

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
  /** The signed-in person's own account: name, password, two-factor sign-in, sessions. */
  account: "/admin/account",
} as const;

export function isAdminPath(path: string): boolean {
  return path === "/admin" || path.startsWith("/admin/");
}

/** Pages a press-alert mail links to: pre-rendered, kept out of the sitemap and search results. */
export const PRESS_ALERT_PATHS = {
  confirm: "/press-alerts/confirm",
  unsubscribe: "/press-alerts/unsubscribe",
} as const;
