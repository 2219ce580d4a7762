import { createAuth } from "./auth/auth";
import { resolveAuthSecret } from "./auth/auth-secret";
import { databaseCounterStore } from "./auth/database-counter-store";
import { accountLockout } from "./auth/lockout";
import type { Env } from "./config/env";
import type { Database } from "./db/client";
import type { Logger } from "./log";
import { countedMailer } from "./mail/counted-mailer";
import { createMailer } from "./mail/mailer";
import type { Mailer } from "./mail/message";
import { createMediaStorage } from "./media/create-media-storage";
import { createMetrics } from "./metrics/metrics";
import { createPublishing } from "./publishing/deploy/publishing";
import { reactRouterRenderer } from "./publishing/generation/react-router-renderer";
import type { SiteRenderer } from "./publishing/generation/site-renderer";
import { type AuthLimits, authLimitsFrom, type Services } from "./services";
import { pressAlertJob } from "./subscriptions/alert-job";
import { alertOnDeploy } from "./subscriptions/alert-on-deploy";
import { checkKeysOpenApplications } from "./trial-applications/key-check";
import { resolveKeyRing } from "./trial-applications/key-ring";

export interface ServiceOverrides {
  mailer?: Mailer;
  limits?: Partial<AuthLimits>;
  /** Renders public pages for deploys (default: the web build's server bundle). */
  siteRenderer?: () => Promise<SiteRenderer>;
}

export async function createServices(
  env: Env,
  log: Logger,
  db: Database,
  overrides: ServiceOverrides = {},
): Promise<Services> {
  const metrics = createMetrics();
  const mailer = countedMailer(
    overrides.mailer ??
      createMailer({
        smtpUrl: env.SMTP_URL,
        from: env.MAIL_FROM,
        dataDir: env.dataDir,
        log,
        logLinks: env.NODE_ENV !== "production",
      }),
    metrics,
  );
  // The Redis client is loaded only when configured: its module alone costs start-up time.
  const counters = env.REDIS_URL
    ? (await import("./auth/redis-counter-store")).redisCounterStore(env.REDIS_URL)
    : databaseCounterStore(db);
  const lockout = accountLockout(counters);
  const auth = createAuth({
    db,
    secret: await resolveAuthSecret(db, env.AUTH_SECRET),
    siteOrigin: env.SITE_ORIGIN,
    production: env.NODE_ENV === "production",
    mailer,
    onPasswordReset: (email) => lockout.clear(email),
  });
  const keys = await resolveKeyRing(env);
  await checkKeysOpenApplications(db, keys);
  const media = { db, storage: createMediaStorage(env), maxBytes: env.MEDIA_MAX_BYTES };
  const publishing = createPublishing({
    env,
    db,
    log,
    metrics,
    mediaStorage: media.storage,
    renderer: overrides.siteRenderer ?? (async () => reactRouterRenderer(env.webBuildDir)),
  });
  const pressAlerts = pressAlertJob({ db, mailer, log, origin: new URL(env.SITE_ORIGIN).origin });
  alertOnDeploy({ publishing, db, log, siteOrigin: env.SITE_ORIGIN, alerts: pressAlerts });
  return {
    env,
    log,
    db,
    auth,
    mailer,
    counters,
    lockout,
    limits: { ...authLimitsFrom(env), ...overrides.limits },
    keys,
    publishing,
    pressAlerts,
    metrics,
    media,
  };
}
