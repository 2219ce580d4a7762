import { API_PATHS } from "@helixmap/common/api-paths";
import type { ReviewQueueEntry, ReviewStatusResponse } from "@helixmap/common/review/review-api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";
import { AUDIT_LOGS_QUERY_KEY } from "../audit/list-audit-logs";
import { CONTENT_QUERY_KEY } from "../content/list-content";
import { REVIEW_QUEUE_QUERY_KEY } from "./review-queue";

export type ReviewAction = "submit" | "approve" | "requestChanges";

function pathOf(target: ReviewQueueEntry["target"], action: ReviewAction): string {
  if (target.kind === "item") {
    return {
      submit: API_PATHS.submitContentForReview,
      approve: API_PATHS.approveContent,
      requestChanges: API_PATHS.requestContentChanges,
    }[action](target.id);
  }
  return {
    submit: API_PATHS.submitPageForReview,
    approve: API_PATHS.approvePage,
    requestChanges: API_PATHS.requestPageChanges,
  }[action](target.key);
}

/** Submit for review (with a note), approve or ask for changes (with a comment) on one pending change. */
export function useReviewAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      target,
      action,
      text,
    }: {
      target: ReviewQueueEntry["target"];
      action: ReviewAction;
      text: string;
    }) =>
      apiRequest<ReviewStatusResponse>(pathOf(target, action), {
        method: "POST",
        body: action === "submit" ? { note: text } : { comment: text },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: REVIEW_QUEUE_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: CONTENT_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: AUDIT_LOGS_QUERY_KEY });
    },
  });
}
