import { isDeepStrictEqual } from "node:util";

/** Whether two stored documents say the same (a draft equal to the live values is no draft). */
export function sameValues(a: unknown, b: unknown): boolean {
  return isDeepStrictEqual(a, b);
}
