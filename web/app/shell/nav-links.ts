import { ADMIN_PATHS } from "@helixmap/common/routes";

/** A footer link; a section link (`#id`) scrolls to that section of the home page. */
export interface FooterLink {
  label: string;
  to: string;
}

export const STAFF_LINKS = {
  dashboard: { label: "Dashboard", to: ADMIN_PATHS.dashboard },
  account: { label: "Your account", to: ADMIN_PATHS.account },
  signIn: { label: "Sign In", to: ADMIN_PATHS.login },
  register: { label: "Register", to: ADMIN_PATHS.register },
} as const;
