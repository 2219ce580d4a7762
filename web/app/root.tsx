import { CONTENT_PROTECTION_ATTRIBUTE } from "@helixmap/page-pipeline/content-protection";
import { useEffect } from "react";
import { Links, Meta, Outlet, Scripts, useNavigate } from "react-router";
import "./app.css";
import { publicConfig } from "./public-config";
import { adoptBrowserState } from "./shell/adopt-browser-state";
import { ErrorFallback } from "./shell/error-fallback";
import { Spinner } from "./ui/spinner";

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" {...{ [CONTENT_PROTECTION_ATTRIBUTE]: publicConfig.contentProtection ? "on" : "off" }}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the moment handlers are attached and know what the visitor did before; the hydration
  // loader then replays the clicks and submissions it held back, and browser tests wait for it.
  useEffect(() => {
    adoptBrowserState(document);
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function HydrateFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner label="Loading" />
    </div>
  );
}

/** Errors outside the page area (in the shell itself) end here. */
export function ErrorBoundary({ error }: { error: unknown }) {
  const navigate = useNavigate();
  console.error(error);
  return <ErrorFallback onReset={() => navigate(".", { replace: true })} />;
}
