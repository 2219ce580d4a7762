import type { EditConflict } from "@helixmap/common/edit-conflicts/edit-base";
import type { ApiErrorBody, ErrorCode } from "@helixmap/common/errors";

/** Codes the browser adds to the server's catalogue for failures before a response. */
export type ClientErrorCode = ErrorCode | "NETWORK_ERROR";

export const NETWORK_ERROR_MESSAGE = "Could not reach the server. Check your connection and try again.";
const UNREADABLE_RESPONSE_MESSAGE = "The server sent an unexpected response. Please try again.";

/** A failed API call, carrying the server's error envelope. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ClientErrorCode;
  readonly fields: Record<string, string>;
  /** With EDIT_CONFLICT: who saved since the edit started, and the values stored now. */
  readonly conflict: EditConflict | undefined;

  constructor(
    status: number,
    code: ClientErrorCode,
    message: string,
    fields: Record<string, string> = {},
    conflict?: EditConflict,
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.conflict = conflict;
  }
}

export function isApiError(error: unknown, code?: ClientErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/** The message to show for any error thrown by a query or mutation. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return UNREADABLE_RESPONSE_MESSAGE;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === "object" && error !== null && "code" in error && "message" in error;
}

interface RequestOptions {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  body?: unknown;
  /** "omit" for a request that must stay anonymous whoever is signed in on this browser. */
  credentials?: "same-origin" | "omit";
  /** A public form words the two failures that carry no server message in its own voice. */
  messages?: { network?: string; unreadable?: string };
}

/**
 * Calls the API, with the session cookie unless told otherwise; resolves the
 * JSON body or throws an ApiError. The one fetch helper of the staff area and
 * the public forms alike.
 */
export async function apiRequest<T>(
  path: string,
  { method = "GET", body, credentials = "same-origin", messages = {} }: RequestOptions = {},
): Promise<T> {
  const { network = NETWORK_ERROR_MESSAGE, unreadable = UNREADABLE_RESPONSE_MESSAGE } = messages;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials,
      headers: body === undefined ? { accept: "application/json" } : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, "NETWORK_ERROR", network);
  }
  if (response.status === 204) return undefined as T;

  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    payload = undefined;
  }
  if (!response.ok) {
    if (isErrorBody(payload)) {
      const { code, message, fields, conflict } = payload.error;
      throw new ApiError(response.status, code, message, fields, conflict);
    }
    throw new ApiError(response.status, "INTERNAL", unreadable);
  }
  if (payload === undefined) throw new ApiError(response.status, "INTERNAL", unreadable);
  return payload as T;
}
