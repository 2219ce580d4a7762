import { resolve } from "node:path";
import { site } from "@helixmap/common/site";
import { z } from "zod";

const origin = z
  .string()
  .url()
  .refine((v) => /^https?:\/\//.test(v), "must start with http:// or https://")
  .transform((v) => v.replace(/\/$/, ""));

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
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Env = z.infer<typeof envSchema> & { dataDir: string; webBuildDir: string };

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
  return {
    ...env,
    dataDir: resolve(env.DATA_DIR),
    webBuildDir: resolve(env.WEB_BUILD_DIR ?? "web/build"),
  };
}
