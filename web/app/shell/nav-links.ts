import { ADMIN_PATHS } from "@helixmap/common/routes";

/** Footer link columns. Section links (`#id`) scroll on the home page. */
export interface FooterLink {
  label: string;
  to: string;
}

export const FOOTER_COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: "Company",
    links: [
      { label: "About", to: "/about" },
      { label: "Technology Platform", to: "/technology" },
      { label: "Scientific Foundation", to: "/science" },
      { label: "Cures", to: "#cures" },
      { label: "Contact", to: "#contact" },
    ],
  },
  {
    title: "Investors",
    links: [
      { label: "Investment Opportunity", to: "/investment-opportunity" },
      { label: "Financial Information", to: "/financial-information" },
      { label: "SEC Filings", to: "/sec-filings" },
      { label: "Press Releases", to: "/press-releases" },
      { label: "Investment", to: "#investment" },
    ],
  },
  {
    title: "Resources",
    links: [
      { label: "Research Publications", to: "/research-publications" },
      { label: "Patent Portfolio", to: "/patent-portfolio" },
      { label: "Clinical Trials", to: "/clinical-trials" },
      { label: "Regulatory Updates", to: "/regulatory-updates" },
      { label: "Developer Portal", to: "/developers" },
    ],
  },
];

export const LEGAL_LINKS: FooterLink[] = [
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Terms of Service", to: "/terms-of-service" },
];

export const STAFF_LINKS = {
  dashboard: { label: "Dashboard", to: ADMIN_PATHS.dashboard },
  account: { label: "Your account", to: ADMIN_PATHS.account },
  signIn: { label: "Sign In", to: ADMIN_PATHS.login },
  register: { label: "Register", to: ADMIN_PATHS.register },
} as const;
