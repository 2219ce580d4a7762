import { API_PATHS } from "@helixmap/common/api-paths";
import type { ReviewQueueResponse } from "@helixmap/common/review/review-api";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";

export const REVIEW_QUEUE_QUERY_KEY = ["review-queue"] as const;

/** Every pending change in review, approved or sent back, and those of kinds that need approval. */
export function useReviewQueue() {
  return useQuery({
    queryKey: REVIEW_QUEUE_QUERY_KEY,
    queryFn: () => apiRequest<ReviewQueueResponse>(API_PATHS.reviewQueue),
  });
}
