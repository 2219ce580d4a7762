import { API_PATHS } from "@helixmap/common/api-paths";
import type { ReviewSettingsResponse, ReviewSubject } from "@helixmap/common/review/review-api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";
import { AUDIT_LOGS_QUERY_KEY } from "../audit/list-audit-logs";
import { REVIEW_QUEUE_QUERY_KEY } from "./review-queue";

export const REVIEW_SETTINGS_QUERY_KEY = ["review-settings"] as const;

export function useReviewSettings() {
  return useQuery({
    queryKey: REVIEW_SETTINGS_QUERY_KEY,
    queryFn: () => apiRequest<ReviewSettingsResponse>(API_PATHS.reviewSettings),
  });
}

/** Turns "needs approval before publishing" on or off for one kind of content. */
export function useUpdateReviewSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ subject, needsApproval }: { subject: ReviewSubject; needsApproval: boolean }) =>
      apiRequest<ReviewSettingsResponse>(API_PATHS.reviewSettings, {
        method: "PATCH",
        body: { [subject]: needsApproval },
      }),
    onSuccess: (data) => {
      queryClient.setQueryData(REVIEW_SETTINGS_QUERY_KEY, data);
      void queryClient.invalidateQueries({ queryKey: REVIEW_QUEUE_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: AUDIT_LOGS_QUERY_KEY });
    },
  });
}
