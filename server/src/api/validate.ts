import { fieldErrors } from "@helixmap/common/field-errors";
import type { Context } from "hono";
import type { z } from "zod";
import { ApiProblem } from "./errors";

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new ApiProblem(400, "VALIDATION_FAILED", "Some fields are not valid", fieldErrors(parsed.error));
  }
  return parsed.data;
}

/** The JSON body validated by `schema`; an empty body counts as `{}`. */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  let value: unknown = {};
  if (text.trim() !== "") {
    try {
      value = JSON.parse(text);
    } catch {
      throw new ApiProblem(400, "MALFORMED_JSON", "The request body is not valid JSON");
    }
  }
  return parseOrThrow(schema, value);
}
