import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { apiRequest, errorMessage } from "../api-client/api-request";
import { Card } from "../ui/card";
import { Spinner } from "../ui/spinner";

// Not shared through a module of its own: that would be one more script for these pages to load.
const SOMETHING_WENT_WRONG = "Something went wrong. Please try again.";

type Outcome = { ok: true } | { ok: false; message: string };

/**
 * Posts the link's token once when the page opens (never on a plain GET, so
 * mail scanners that fetch links change nothing), then shows the outcome.
 */
export function TokenActionScreen({
  path,
  title,
  pending,
  success,
  missing,
}: {
  path: string;
  title: string;
  pending: string;
  success: string;
  missing: string;
}) {
  const [result, setResult] = useState<Outcome | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = new URLSearchParams(window.location.search).get("token");
    if (!token) {
      setResult({ ok: false, message: missing });
      return;
    }
    apiRequest(path, { method: "POST", body: { token }, messages: { unreadable: SOMETHING_WENT_WRONG } }).then(
      () => setResult({ ok: true }),
      (error: unknown) => setResult({ ok: false, message: errorMessage(error) }),
    );
  }, [path, missing]);

  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <Card>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {result === null ? (
          <div className="mt-6">
            <Spinner label={pending} />
          </div>
        ) : (
          <p role={result.ok ? "status" : "alert"} className="mt-4 text-slate-700">
            {result.ok ? success : result.message}
          </p>
        )}
        <p className="mt-6">
          <Link to="/press-releases" className="font-medium text-accent-800 underline">
            Go to the press releases
          </Link>
        </p>
      </Card>
    </div>
  );
}
