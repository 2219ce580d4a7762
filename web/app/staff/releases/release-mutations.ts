import { API_PATHS } from "@helixmap/common/api-paths";
import type { ReleaseInput, ReleaseResponse } from "@helixmap/common/releases/releases-api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";
import { AUDIT_LOGS_QUERY_KEY } from "../audit/list-audit-logs";
import { CONTENT_QUERY_KEY } from "../content/list-content";
import { DEPLOYMENTS_QUERY_KEY } from "../deployments/list-deployments";
import { PAGES_QUERY_KEY } from "../pages/list-pages";
import { RELEASES_QUERY_KEY } from "./list-releases";

type ReleasePatch = Partial<{ name: string; publishAt: string | null; items: string[]; pages: string[] }>;

function useReleaseMutation<V>(run: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    // A failed publish stores its reasons on the release, so the list is read again either way.
    onSettled: () => {
      for (const key of [
        RELEASES_QUERY_KEY,
        AUDIT_LOGS_QUERY_KEY,
        CONTENT_QUERY_KEY,
        PAGES_QUERY_KEY,
        DEPLOYMENTS_QUERY_KEY,
      ]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}

export const useCreateRelease = () =>
  useReleaseMutation((input: ReleaseInput) =>
    apiRequest<ReleaseResponse>(API_PATHS.releases, { method: "POST", body: input }),
  );

export const useUpdateRelease = () =>
  useReleaseMutation(({ id, patch }: { id: string; patch: ReleasePatch }) =>
    apiRequest<ReleaseResponse>(API_PATHS.release(id), { method: "PATCH", body: patch }),
  );

export const useDeleteRelease = () =>
  useReleaseMutation((id: string) => apiRequest<void>(API_PATHS.release(id), { method: "DELETE" }));

export const usePublishRelease = () =>
  useReleaseMutation((id: string) => apiRequest<ReleaseResponse>(API_PATHS.publishRelease(id), { method: "POST" }));
