import type { EditConflict } from "@helixmap/common/edit-conflicts/edit-base";
import type { ApiErrorBody, ErrorCode } from "@helixmap/common/errors";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The one error shape of the API: `{ error: { code, message, fields? } }`. */
export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
  conflict?: EditConflict,
) {
  const body: ApiErrorBody = {
    error: { code, message, ...(fields ? { fields } : {}), ...(conflict ? { conflict } : {}) },
  };
  return c.json(body, status);
}

/**
 * Thrown by route code to answer with an API error; the app's error handler
 * turns it into the error shape (plus Retry-After when given).
 */
export class ApiProblem extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly retryAfterSeconds?: number,
    readonly conflict?: EditConflict,
  ) {
    super(message);
  }
}

export function problemResponse(c: Context, problem: ApiProblem) {
  if (problem.retryAfterSeconds !== undefined) c.header("Retry-After", String(problem.retryAfterSeconds));
  return apiError(c, problem.status, problem.code, problem.message, problem.fields, problem.conflict);
}
