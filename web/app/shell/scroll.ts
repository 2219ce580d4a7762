import { ANCHOR_OFFSET_PX, ANCHOR_SCROLL_DELAY_MS } from "@helixmap/common/constants";
import type { HomeSectionId } from "@helixmap/common/routes";
import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";

export function scrollToSection(id: string): void {
  const el = document.getElementById(id);
  if (!el) return;
  const top = el.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET_PX;
  window.scrollTo({ top, behavior: "smooth" });
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: "smooth" });
}

/** Scrolls after a delay; returns a cancel function for effects. */
export function scheduleSectionScroll(id: string, delayMs: number): () => void {
  const timer = window.setTimeout(() => scrollToSection(id), delayMs);
  return () => window.clearTimeout(timer);
}

/**
 * Section links: on the home page scroll after 100 ms; elsewhere go to
 * `/#id`, where the home page scrolls after 500 ms (see useHashScroll).
 */
export function useSectionNavigation(): (id: HomeSectionId) => void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (id: HomeSectionId) => {
      if (pathname === "/") {
        window.history.replaceState(window.history.state, "", `/#${id}`);
        scheduleSectionScroll(id, ANCHOR_SCROLL_DELAY_MS);
      } else {
        navigate(`/#${id}`);
      }
    },
    [pathname, navigate],
  );
}
