import type { RenderedSite } from "@helixmap/common/pages/page-catalogue";
import { type ReactNode, useEffect, useState } from "react";
import { Link } from "react-router";
import { apiRequest, errorMessage } from "../api-client/api-request";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { Spinner } from "../ui/spinner";

type Outcome = { ok: true } | { ok: false; message: string };

/**
 * The page a mailed link opens. It acts only when the visitor presses the
 * button: mail scanners and link previews that open (and even run) the page
 * must neither confirm a subscription nor unsubscribe anyone. The token is
 * read from the address in the browser; the server never sees it on a GET.
 */
export type TokenAction = "confirm" | "unsubscribe";

export function TokenActionScreen({
  path,
  action: kind,
  words,
}: {
  path: string;
  action: TokenAction;
  /** The press-alert words of the site settings; this page uses its action's and the shared ones. */
  words: RenderedSite["pressAlerts"];
}) {
  const title = words[`${kind}Title`];
  const prompt = words[`${kind}Prompt`];
  const action = words[`${kind}Action`];
  const pending = words[`${kind}Pending`];
  const success = words[`${kind}Success`];
  const missing = words[`${kind}Missing`];
  const unreadable = words.alertsUnreadable;
  const backLink = words.alertsBackLink;
  // Undefined until the browser has read the address (the pre-rendered page has no token).
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<Outcome | null>(null);

  useEffect(() => setToken(new URLSearchParams(window.location.search).get("token")), []);

  async function act() {
    if (!token) return;
    setSending(true);
    setResult(
      await apiRequest(path, { method: "POST", body: { token }, messages: { unreadable } }).then(
        (): Outcome => ({ ok: true }),
        (error: unknown): Outcome => ({ ok: false, message: errorMessage(error) }),
      ),
    );
    setSending(false);
  }

  let body: ReactNode;
  if (result) {
    body = (
      <p role={result.ok ? "status" : "alert"} className="mt-4 text-slate-700">
        {result.ok ? success : result.message}
      </p>
    );
  } else if (token === null) {
    body = (
      <p role="alert" className="mt-4 text-slate-700">
        {missing}
      </p>
    );
  } else if (sending) {
    body = (
      <div className="mt-6">
        <Spinner label={pending} />
      </div>
    );
  } else {
    body = (
      <>
        <p className="mt-4 text-slate-700">{prompt}</p>
        <Button className="mt-6" onClick={act} disabled={!token}>
          {action}
        </Button>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <Card>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {body}
        <p className="mt-6">
          <Link to="/press-releases" className="font-medium text-accent-800 underline">
            {backLink}
          </Link>
        </p>
      </Card>
    </div>
  );
}
