import { isIP } from "node:net";
import { resolve } from "node:path";
import {
  APPLICATION_PER_IP_PER_HOUR_DEFAULT,
  APPLICATION_RETENTION_DAYS_DEFAULT,
  GENERATIONS_KEPT_DEFAULT,
} from "@helixmap/common/constants";
import { MEDIA_MAX_BYTES_DEFAULT } from "@helixmap/common/media/media-api";
import { site } from "@helixmap/common/site";
import { z } from "zod";

const origin = z
  .string()
  .url()
  .refine((v) => /^https?:\/\//.test(v), "must start with http:// or https://")
  .transform((v) => v.replace(/\/$/, ""));

/** 32 random bytes in base64 (standard or URL-safe alphabet). */
const encryptionKey = z
  .string()
  .trim()
  .refine(
    (v) => /^[A-Za-z0-9+/_-]+={0,2}$/.test(v) && Buffer.from(v, "base64").length === 32,
    "must be 32 random bytes in base64 (openssl rand -base64 32)",
  );
const flag = z
  .enum(["true", "false", "on", "off", "1", "0"], { message: "must be true or false" })
  .transform((v) => v === "true" || v === "on" || v === "1");

/** TRUST_PROXY: unset or "false" trusts no proxy; a number trusts that many hops; otherwise proxy addresses. */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (!v || v === "false" || v === "0") return null;
    if (/^\d+$/.test(v)) return { hops: Number(v) };
    const addresses = v
      .split(",")
      .map((a) => a.trim())
      .filter(Boolean);
    const bad = addresses.filter((a) => !isIP(a));
    if (bad.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: `must be a hop count or IP addresses; not an address: ${bad.join(", ")}`,
      });
      return z.NEVER;
    }
    return { addresses };
  });

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  EMBEDDED_DATABASE: z.enum(["postgres", "pglite"]).default("postgres"),
  SITE_ORIGIN: origin.default(site.origin),
  ADMIN_EMAIL: z
    .string()
    .email()
    .default(site.adminEmail)
    .transform((v) => v.toLowerCase()),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z
    .string()
    .email()
    .default(site.contactEmail.replace(/^[^@]+/, "no-reply")),
  DEPLOY_HOOK_URL: z.string().url().optional(),
  /** Key of the HMAC-SHA256 signature on each deploy hook body (X-Helixmap-Signature); required in production with DEPLOY_HOOK_URL. */
  DEPLOY_HOOK_SECRET: z.string().min(32, "must be at least 32 characters (openssl rand -hex 32)").optional(),
  /** Earlier generations kept on disk (and in the database) for rollback, besides the live one. */
  GENERATIONS_KEPT: z.coerce.number().int().min(1).max(1000).default(GENERATIONS_KEPT_DEFAULT),
  /** Tests only: a deploy fails while rendering a published item whose title contains this text. */
  DEPLOY_TEST_FAILURE: z.string().min(1).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
    .optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  TRUSTED_ORIGINS: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(",")
            .map((s) => s.trim().replace(/\/$/, ""))
            .filter(Boolean)
        : [],
    ),
  WEB_BUILD_DIR: z.string().min(1).optional(),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  DATA_ENCRYPTION_KEY: encryptionKey.optional(),
  DATA_ENCRYPTION_OLD_KEYS: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(encryptionKey)),
  APPLICATIONS_NOTIFY_EMAIL: z
    .string()
    .email()
    .transform((v) => v.toLowerCase())
    .optional(),
  APPLICATION_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(APPLICATION_RETENTION_DAYS_DEFAULT),
  APPLICATION_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(APPLICATION_PER_IP_PER_HOUR_DEFAULT),
  TRUST_PROXY: trustProxy,
  REQUIRE_ADMIN_MFA: flag.optional(),
  /** Bearer token a Prometheus scraper presents on GET /metrics; unset, the route does not exist. */
  METRICS_TOKEN: z.string().min(32, "must be at least 32 characters (openssl rand -hex 32)").optional(),
  /** Scheduled backups (server/src/backup/scheduled-backups.ts): where, how often, how many kept. */
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_INTERVAL_HOURS: z.coerce.number().positive().max(8760).default(24),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(7),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** The media library (server/src/media/): the largest upload, and an S3 bucket instead of DATA_DIR/media/. */
  MEDIA_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024, "must be at least 1024")
    .max(1024 * 1024 * 1024, "must be at most 1 GB (1073741824)")
    .default(MEDIA_MAX_BYTES_DEFAULT),
  MEDIA_S3_BUCKET: z.string().min(1).optional(),
  /** An S3-compatible service's URL (MinIO, R2...); unset for AWS itself. */
  MEDIA_S3_ENDPOINT: z.string().url().optional(),
  MEDIA_S3_REGION: z.string().min(1).default("us-east-1"),
});

export type Env = Omit<z.infer<typeof envSchema>, "REQUIRE_ADMIN_MFA"> & {
  dataDir: string;
  webBuildDir: string;
  /** Administrators must confirm an authenticator app before using the dashboard (default: on in production). */
  REQUIRE_ADMIN_MFA: boolean;
  /** Where new-application notifications go: APPLICATIONS_NOTIFY_EMAIL, else ADMIN_EMAIL. */
  applicationsNotifyEmail: string;
};

export class ConfigError extends Error {}

/** Reads and validates the environment once; names every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === "production" && !env.AUTH_SECRET) {
    throw new ConfigError("Invalid configuration:\n  AUTH_SECRET: required when NODE_ENV=production");
  }
  if (env.NODE_ENV === "production" && !env.DATA_ENCRYPTION_KEY) {
    throw new ConfigError("Invalid configuration:\n  DATA_ENCRYPTION_KEY: required when NODE_ENV=production");
  }
  if (env.NODE_ENV === "production" && env.DEPLOY_HOOK_URL && !env.DEPLOY_HOOK_SECRET) {
    throw new ConfigError(
      "Invalid configuration:\n  DEPLOY_HOOK_SECRET: required when NODE_ENV=production and DEPLOY_HOOK_URL is set",
    );
  }
  if (env.NODE_ENV === "production" && env.DEPLOY_TEST_FAILURE) {
    throw new ConfigError(
      "Invalid configuration:\n  DEPLOY_TEST_FAILURE: a test setting, refused when NODE_ENV=production",
    );
  }
  return {
    ...env,
    REQUIRE_ADMIN_MFA: env.REQUIRE_ADMIN_MFA ?? env.NODE_ENV === "production",
    dataDir: resolve(env.DATA_DIR),
    webBuildDir: resolve(env.WEB_BUILD_DIR ?? "web/build"),
    BACKUP_DIR: env.BACKUP_DIR ? resolve(env.BACKUP_DIR) : undefined,
    applicationsNotifyEmail: env.APPLICATIONS_NOTIFY_EMAIL ?? env.ADMIN_EMAIL,
  };
}
