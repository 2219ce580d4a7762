import { ApiError, NETWORK_ERROR_MESSAGE } from "../../api-client/api-request";

const UNREADABLE_RESPONSE_MESSAGE = "The server sent an unexpected response. Please try again.";

export interface UploadOptions {
  method: "POST" | "PUT";
  /** Text fields sent before the file, so the server knows them before the bytes arrive. */
  fields?: Record<string, string | undefined>;
  /** Bytes sent so far out of the request's total, as the browser reports them. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

function failureOf(status: number, payload: unknown): ApiError {
  if (payload && typeof payload === "object" && "error" in payload) {
    const error = (payload as { error: { code?: unknown; message?: unknown; fields?: Record<string, string> } }).error;
    if (typeof error.code === "string" && typeof error.message === "string") {
      return new ApiError(status, error.code as ApiError["code"], error.message, error.fields ?? {});
    }
  }
  return new ApiError(status, "INTERNAL", UNREADABLE_RESPONSE_MESSAGE);
}

/**
 * Sends one file as multipart form data (field `file`). XMLHttpRequest rather
 * than fetch, because only it reports upload progress. Resolves the JSON body
 * or throws an ApiError carrying the server's envelope, like `apiRequest`.
 */
export function uploadFile<T>(path: string, file: File, { method, fields = {}, onProgress, signal }: UploadOptions) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  form.append("file", file, file.name);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.withCredentials = true;
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    });
    xhr.addEventListener("load", () => {
      let payload: unknown;
      try {
        payload = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        payload = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && payload !== undefined) resolve(payload as T);
      else reject(failureOf(xhr.status, payload));
    });
    xhr.addEventListener("error", () => reject(new ApiError(0, "NETWORK_ERROR", NETWORK_ERROR_MESSAGE)));
    xhr.addEventListener("abort", () => reject(new ApiError(0, "NETWORK_ERROR", "The upload was cancelled.")));
    signal?.addEventListener("abort", () => xhr.abort());
    xhr.send(form);
  });
}
