import { PROTECT_CONTENT_CLASS } from "@helixmap/page-pipeline/content-protection";
import { useEffect } from "react";

/**
 * Turns content protection on for this page (off in the staff area). The
 * listeners that block copying, the context menu and the inspection shortcuts
 * are an inline script every page carries from its first parse
 * (page-pipeline/src/content-protection.ts), so they work before hydration;
 * they act while the root element has the class set here.
 */
export function useContentProtection(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const root = document.documentElement;
    root.classList.add(PROTECT_CONTENT_CLASS);
    return () => root.classList.remove(PROTECT_CONTENT_CLASS);
  }, [enabled]);
}
