import { API_PATHS } from "@helixmap/common/api-paths";
import { PRESS_ALERT_HONEYPOT_FIELD } from "@helixmap/common/constants";
import { FORM_POST_PATHS, type PressAlertAnswer } from "@helixmap/common/form-answers";
import { type FormEvent, useId, useState } from "react";
import { apiRequest, errorMessage } from "../api-client/api-request";
import { useSiteSettings } from "../shell/site-settings";
import { buttonClass } from "../ui/button";

type State =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "sent"; email: string }
  | { kind: "error"; message: string };

/**
 * Press-release alert sign-up. Nothing is sent until the visitor submits; the
 * server then mails a confirmation link, and alerts start only once it is used.
 */
export function PressAlertForm({
  tone = "light",
  autoFocus = false,
  answer = null,
}: {
  tone?: "light" | "dark";
  autoFocus?: boolean;
  /** The server's answer when this form was posted without JavaScript (the page's action data). */
  answer?: PressAlertAnswer | null;
}) {
  const id = useId();
  const words = useSiteSettings()?.pressAlerts;
  const [state, setState] = useState<State>(
    answer
      ? answer.ok
        ? { kind: "sent", email: answer.email }
        : { kind: "error", message: answer.message }
      : { kind: "idle" },
  );
  const dark = tone === "dark";

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get("email") ?? "").trim();
    setState({ kind: "sending" });
    try {
      await apiRequest(API_PATHS.pressAlerts.subscribe, {
        method: "POST",
        body: { email, [PRESS_ALERT_HONEYPOT_FIELD]: String(data.get(PRESS_ALERT_HONEYPOT_FIELD) ?? "") },
        messages: { unreadable: words?.alertsUnreadable ?? "" },
      });
      setState({ kind: "sent", email });
    } catch (error) {
      setState({ kind: "error", message: errorMessage(error) });
    }
  }

  if (state.kind === "sent") {
    const [before, after = ""] = (words?.alertsSent ?? "{email}").split("{email}");
    return (
      <p role="status" className={dark ? "text-sm text-slate-200" : "text-slate-700"}>
        {before}
        <strong>{state.email}</strong>
        {after}
      </p>
    );
  }
  return (
    <form
      method="post"
      action={FORM_POST_PATHS.pressAlert}
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="space-y-3"
    >
      <p id={`${id}-title`} className={dark ? "text-sm font-semibold text-white" : "font-semibold text-slate-900"}>
        {words?.alertsTitle}
      </p>
      <div className="flex flex-wrap gap-2">
        <label htmlFor={`${id}-email`} className="sr-only">
          {words?.alertsEmailLabel}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          defaultValue={answer?.email}
          placeholder={words?.alertsPlaceholder}
          // Opened on request from the footer: the field the visitor asked for takes the focus.
          // biome-ignore lint/a11y/noAutofocus: only when the visitor has just asked for the form
          autoFocus={autoFocus}
          className="min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900"
        />
        {/* A honeypot: hidden from people and assistive technology, filled in by form robots. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={`${id}-website`}>Website</label>
          <input id={`${id}-website`} name={PRESS_ALERT_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <button type="submit" disabled={state.kind === "sending"} className={buttonClass("primary")}>
          {state.kind === "sending" ? words?.alertsSubscribing : words?.alertsSubscribe}
        </button>
      </div>
      {state.kind === "error" && (
        <p role="alert" className={dark ? "text-sm text-red-200" : "text-sm text-red-700"}>
          {state.message}
        </p>
      )}
      {words && (
        <div
          className={`[&_a]:underline ${dark ? "text-xs text-slate-400" : "text-xs text-slate-600"}`}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by common/src/markdown.ts, raw HTML off
          dangerouslySetInnerHTML={{ __html: words.alertsFinePrint.html }}
        />
      )}
    </form>
  );
}
