import type { Auth } from "./auth/auth";
import type { CounterStore } from "./auth/counter-store";
import type { AccountLockout } from "./auth/lockout";
import type { Env } from "./config/env";
import type { Database } from "./db/client";
import type { Logger } from "./log";
import type { Mailer } from "./mail/message";
import type { MediaLibrary } from "./media/store-media";
import type { Metrics } from "./metrics/metrics";
import type { Publishing } from "./publishing/deploy/publishing";
import type { PressAlertJob } from "./subscriptions/alert-job";
import type { KeyRing } from "./trial-applications/key-ring";

export interface AuthLimits {
  /** Requests per IP to the auth routes per window. */
  perIpMax: number;
  perIpWindowMs: number;
  /** Confirmation or reset mails per address per window. */
  mailPerAddressWindowMs: number;
}

export function authLimitsFrom(env: Pick<Env, "AUTH_RATE_LIMIT_PER_MINUTE">): AuthLimits {
  return { perIpMax: env.AUTH_RATE_LIMIT_PER_MINUTE, perIpWindowMs: 60_000, mailPerAddressWindowMs: 60_000 };
}

/** Everything the API routes use, built once at start-up (src/create-services.ts). */
export interface Services {
  env: Env;
  log: Logger;
  db: Database;
  auth: Auth;
  mailer: Mailer;
  counters: CounterStore;
  lockout: AccountLockout;
  limits: AuthLimits;
  /** DATA_ENCRYPTION_KEY and any older keys still readable (server/src/trial-applications/key-ring.ts). */
  keys: KeyRing;
  /** Generations of the public site: deploys, rollback, the live one being served. */
  publishing: Publishing;
  /** Sends queued press-release alerts outside requests (started by server.ts). */
  pressAlerts: PressAlertJob;
  /** The Prometheus series served on GET /metrics (server/src/metrics/). */
  metrics: Metrics;
  /** The media library's database, file storage and upload limit (server/src/media/). */
  media: MediaLibrary;
}
