import type { Page } from "@playwright/test";

interface MapsCalls {
  native: { url: string; at: number }[];
  web: { url: string; at: number }[];
}

/** Records native-scheme link clicks and window.open calls instead of leaving the page. */
export async function recordMapsCalls(page: Page) {
  await page.addInitScript(() => {
    const calls: MapsCalls = { native: [], web: [] };
    (window as unknown as { __maps: MapsCalls }).__maps = calls;
    window.open = (url) => {
      calls.web.push({ url: String(url), at: performance.now() });
      return null;
    };
    document.addEventListener(
      "click",
      (e) => {
        const link = e.target instanceof Element ? e.target.closest("a") : null;
        if (link && /^(geo|maps):/.test(link.href)) {
          e.preventDefault();
          calls.native.push({ url: link.href, at: performance.now() });
        }
      },
      true,
    );
  });
  return () => page.evaluate(() => (window as unknown as { __maps: MapsCalls }).__maps);
}
