import type { ContentListResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { LIST_PAGE_SIZE_MAX } from "@helixmap/common/constants";
import type { PageSummary } from "@helixmap/common/pages/pages-api";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";

export interface Candidate {
  ref: string;
  title: string;
}

/**
 * What can join a release: items with a change waiting (a draft of a live
 * item, or an unpublished item) and pages with a draft; the newest hundred
 * items of each kind.
 */
async function listCandidates(): Promise<{ items: Candidate[]; pages: Candidate[] }> {
  const [changes, drafts, { pages }] = await Promise.all([
    apiRequest<ContentListResponse>(API_PATHS.contentPage({ state: "changes", limit: LIST_PAGE_SIZE_MAX })),
    apiRequest<ContentListResponse>(API_PATHS.contentPage({ state: "draft", limit: LIST_PAGE_SIZE_MAX })),
    apiRequest<{ pages: PageSummary[] }>(API_PATHS.pages),
  ]);
  return {
    items: [...changes.items, ...drafts.items].map((i) => ({ ref: i.id, title: i.title })),
    pages: pages.filter((p) => p.hasDraft).map((p) => ({ ref: p.key, title: p.title })),
  };
}

export function useReleaseCandidates() {
  return useQuery({ queryKey: ["release-candidates"], queryFn: listCandidates });
}
