import type { z } from "zod";

/** Zod issues as `{ field: message }`, first message per field; unknown keys are named. Server answers and browser forms agree. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) fields[[...issue.path, key].join(".")] ??= "Unknown field";
      continue;
    }
    fields[issue.path.join(".") || "body"] ??= issue.message;
  }
  return fields;
}
