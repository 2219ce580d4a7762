import type { ProfileRow } from "./serialize";

export interface Caller {
  profile: ProfileRow;
  sessionToken: string;
}

/** Hono's context variables for API routes. */
export interface AppEnv {
  Variables: { caller: Caller | null };
}
