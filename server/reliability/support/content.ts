import type { ContentListResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { LIST_PAGE_SIZE_MAX } from "@helixmap/common/constants";

/** Every item's title by id, read page by page through the content list. */
export async function storedTitles(url: string, cookie: string): Promise<Map<string, string>> {
  const stored = new Map<string, string>();
  let cursor: string | null = null;
  do {
    const res = await fetch(`${url}${API_PATHS.contentPage({ limit: LIST_PAGE_SIZE_MAX, cursor })}`, {
      headers: { cookie },
    });
    const page = (await res.json()) as ContentListResponse;
    for (const item of page.items) stored.set(item.id, item.title);
    cursor = page.nextCursor;
  } while (cursor);
  return stored;
}

export async function waitFor(condition: () => boolean, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error("condition not reached in time");
    await new Promise((r) => setTimeout(r, 5));
  }
}
