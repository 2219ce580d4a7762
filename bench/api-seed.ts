import type { ContentInput } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";

// About the length of a real summary, so the list's payload is realistic.
const BODY = "Codon mapping links a synthetic sequence to therapeutic genes across cellular pathways. "
  .repeat(6)
  .trim();

function item(run: string, i: number): ContentInput {
  return {
    title: `Benchmark item ${i + 1}`,
    slug: `bench-${run}-${i + 1}`,
    content: BODY,
    // Public and partner only, so a partner's list holds every seeded item.
    visibility: i % 2 ? "partner" : "public",
    contentType: (["page", "research", "patent", "publication", "press_release"] as const)[i % 5],
    published: i % 3 !== 0,
  };
}

/** Creates `count` content items through the API as the administrator, a few at a time. */
export async function seedContent(baseUrl: string, adminCookie: string, count: number): Promise<void> {
  const run = Date.now().toString(36);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const res = await fetch(`${baseUrl}${API_PATHS.content}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: baseUrl, cookie: adminCookie },
        body: JSON.stringify(item(run, i)),
      });
      if (!res.ok) throw new Error(`Creating content item ${i + 1} answered ${res.status}: ${await res.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}
