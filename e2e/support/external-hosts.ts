import type { BrowserContext } from "@playwright/test";

/**
 * Aborts every request to a host other than the test server and records its
 * URL, so a journey can assert what the page tried to load from outside
 * without ever reaching a real external host.
 */
export async function blockExternalHosts(context: BrowserContext): Promise<string[]> {
  const attempted: string[] = [];
  await context.route(
    (url) => url.hostname !== "localhost" && url.hostname !== "127.0.0.1",
    (route) => {
      attempted.push(route.request().url());
      return route.abort("blockedbyclient");
    },
  );
  return attempted;
}
