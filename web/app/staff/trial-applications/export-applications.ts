import { API_PATHS } from "@helixmap/common/api-paths";
import type { ApiErrorBody } from "@helixmap/common/errors";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, NETWORK_ERROR_MESSAGE } from "../../api-client/api-request";
import { AUDIT_LOGS_QUERY_KEY } from "../audit/list-audit-logs";

export interface CsvFile {
  name: string;
  blob: Blob;
}

/** Posts the selected ids; the server answers a CSV attachment (audited) or the error envelope. */
export async function exportApplications(ids: string[]): Promise<CsvFile> {
  let response: Response;
  try {
    response = await fetch(API_PATHS.trialApplicationsExport, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ids }),
    });
  } catch {
    throw new ApiError(0, "NETWORK_ERROR", NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as ApiErrorBody | null;
    throw new ApiError(
      response.status,
      payload?.error?.code ?? "INTERNAL",
      payload?.error?.message ?? "The export failed. Please try again.",
    );
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "applications.csv";
  return { name, blob: await response.blob() };
}

/** Hands the file to the browser's downloads. */
export function saveFile({ name, blob }: CsvFile) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useExportApplications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportApplications,
    onSuccess: (file) => {
      saveFile(file);
      void queryClient.invalidateQueries({ queryKey: AUDIT_LOGS_QUERY_KEY });
    },
  });
}
