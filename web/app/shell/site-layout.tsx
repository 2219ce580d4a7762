import { CROSS_PAGE_ANCHOR_DELAY_MS } from "@helixmap/common/constants";
import { isAdminPath } from "@helixmap/common/routes";
import { useEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router";
import { publicConfig } from "../public-config";
import { Breadcrumbs } from "./breadcrumbs";
import { useContentProtection } from "./content-protection";
import { PageErrorBoundary } from "./error-boundary";
import { Footer } from "./footer";
import { NavBar } from "./nav-bar";
import { scheduleSectionScroll, scrollToTop } from "./scroll";
import { ScrollToTopButton } from "./scroll-to-top-button";
import { SiteSettingsContext, useSiteSettings } from "./site-settings";

export default function SiteLayout() {
  const { pathname, hash } = useLocation();
  const admin = isAdminPath(pathname);
  useContentProtection(publicConfig.contentProtection && !admin);
  const site = useSiteSettings();
  const words = site?.words;

  // The page as first loaded keeps the scroll position the visitor may have given it before hydration;
  // each later navigation starts at the top.
  const navigated = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is the trigger, not an input
  useEffect(() => {
    const firstPage = !navigated.current;
    navigated.current = true;
    if (hash) return scheduleSectionScroll(hash.slice(1), CROSS_PAGE_ANCHOR_DELAY_MS);
    if (!firstPage) scrollToTop();
  }, [pathname, hash]);

  return (
    <SiteSettingsContext.Provider value={site}>
      <div className="flex min-h-screen flex-col">
        {words && (
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
          >
            {words.skipToContent}
          </a>
        )}
        <NavBar />
        <div className="h-20 shrink-0" aria-hidden="true" />
        {!admin && pathname !== "/" && <Breadcrumbs pathname={pathname} />}
        <main id="main" className="flex-1">
          <PageErrorBoundary resetKey={pathname}>
            <Outlet />
          </PageErrorBoundary>
        </main>
        <Footer />
        <ScrollToTopButton />
      </div>
    </SiteSettingsContext.Provider>
  );
}
