import { type ComponentType, useState } from "react";
import { useSiteSettings } from "./site-settings";

type FormComponent = ComponentType<{ tone?: "light" | "dark"; autoFocus?: boolean }>;

/**
 * The footer's press-release alert sign-up. The form is loaded with import()
 * when asked for, like every dialog and download, so it stays out of each
 * page's first load; the Press Releases page shows it directly.
 */
export function FooterPressAlerts() {
  const [Form, setForm] = useState<FormComponent | null>(null);
  const prompt = useSiteSettings()?.pressAlerts.alertsPrompt;
  if (Form) return <Form tone="dark" autoFocus />;
  return (
    <button
      type="button"
      aria-expanded="false"
      className="text-sm font-semibold text-white underline hover:text-accent-100"
      onClick={() => import("../subscriptions/press-alert-form").then((m) => setForm(() => m.PressAlertForm))}
    >
      {prompt}
    </button>
  );
}
