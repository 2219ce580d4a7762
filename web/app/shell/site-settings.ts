import { API_PATHS } from "@helixmap/common/api-paths";
import type { RenderedSite } from "@helixmap/common/pages/page-catalogue";
import type { SiteSettingsResponse } from "@helixmap/common/pages/pages-api";
import { createContext, useContext, useEffect, useState } from "react";
import { useMatches } from "react-router";

/** The settings the last public page came with, so a move into the staff area needs no request. */
let lastSeen: RenderedSite | null = null;

function siteOf(data: unknown): RenderedSite | undefined {
  return data && typeof data === "object" && "site" in data ? (data as { site: RenderedSite }).site : undefined;
}

/**
 * The site settings the header and footer show. A public page carries them in
 * its loader data (rendered at deploy, so no request); the staff area, rendered
 * in the browser, asks `/api/site` once when it was opened directly.
 */
export function useSiteSettings(): RenderedSite | null {
  const fromPage = useMatches()
    .map((m) => siteOf(m.loaderData))
    .find(Boolean);
  // Only the browser remembers: a deploy renders every page in one process, and each must show its own.
  const [fetched, setFetched] = useState<RenderedSite | null>(() => (fromPage ? null : lastSeen));
  useEffect(() => {
    if (fromPage) {
      lastSeen = fromPage;
      return;
    }
    if (fetched) return;
    let current = true;
    fetch(API_PATHS.siteSettings)
      .then((res) => (res.ok ? (res.json() as Promise<SiteSettingsResponse>) : null))
      .then((body) => {
        if (body && current) {
          lastSeen = body.site;
          setFetched(body.site);
        }
      })
      // Without the settings the staff area still works; its header and footer show no company links.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [fromPage, fetched]);
  return fromPage ?? fetched;
}

export type SiteWords = RenderedSite["words"];

/**
 * The site settings for components deep in a page (its dialogs, progress bars, the error screen)
 * that should not need the router to find them. The site layout provides them; null above the
 * layout, and in the staff area until the settings arrive.
 */
export const SiteSettingsContext = createContext<RenderedSite | null>(null);

export function useProvidedSiteSettings(): RenderedSite | null {
  return useContext(SiteSettingsContext);
}

/** The shared words of the header, footer and dialogs. */
export function useSiteWords(): SiteWords | null {
  return useProvidedSiteSettings()?.words ?? null;
}
