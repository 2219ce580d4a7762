import type { ProfileRow } from "./serialize";

export interface Caller {
  profile: ProfileRow;
  sessionToken: string;
  /** An authenticator app is confirmed for this account. */
  mfaEnabled: boolean;
}

/** Hono's context variables for API routes. */
export interface AppEnv {
  Variables: { caller: Caller | null; clientIp: string | null };
}
