import { FORM_POST_PATHS } from "@helixmap/common/form-answers";
import { type ComponentType, type MouseEvent, useState } from "react";
import { useSiteSettings } from "./site-settings";

type FormComponent = ComponentType<{ tone?: "light" | "dark"; autoFocus?: boolean }>;

/** The Press Releases page's sign-up section (its title), where the form is plain HTML and posts without JavaScript. */
const SIGN_UP_PAGE = `${FORM_POST_PATHS.pressAlert}#alerts-title`;

/**
 * The footer's press-release alert sign-up: a link to the Press Releases
 * page's form, so it works before hydration and without JavaScript. Once the
 * page has hydrated, a plain click opens the form here instead, loaded with
 * import() like every dialog and download, so it stays out of each page's
 * first load. A click with a modifier (a new tab) stays a link.
 */
export function FooterPressAlerts() {
  const [Form, setForm] = useState<FormComponent | null>(null);
  const prompt = useSiteSettings()?.pressAlerts.alertsPrompt;
  if (Form) return <Form tone="dark" autoFocus />;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    import("../subscriptions/press-alert-form").then((m) => setForm(() => m.PressAlertForm));
  };
  return (
    <a href={SIGN_UP_PAGE} className="text-sm font-semibold text-white underline hover:text-accent-100" onClick={open}>
      {prompt}
    </a>
  );
}
