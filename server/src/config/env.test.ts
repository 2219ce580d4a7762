import { describe, expect, it } from "vitest";
import { ConfigError, loadEnv } from "./env";

describe("loadEnv", () => {
  it("applies the documented defaults", () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("127.0.0.1");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SITE_ORIGIN).toMatch(/^https:\/\//);
  });

  it("keeps media in DATA_DIR/media/ up to 25 MB unless told otherwise, and checks the media settings", () => {
    const env = loadEnv({});
    expect(env.MEDIA_MAX_BYTES).toBe(25 * 1024 * 1024);
    expect(env.MEDIA_S3_BUCKET).toBeUndefined();
    expect(env.MEDIA_S3_REGION).toBe("us-east-1");
    const bucket = loadEnv({
      MEDIA_S3_BUCKET: "media",
      MEDIA_S3_ENDPOINT: "http://127.0.0.1:9000",
      MEDIA_MAX_BYTES: "2048",
    });
    expect(bucket).toMatchObject({
      MEDIA_S3_BUCKET: "media",
      MEDIA_S3_ENDPOINT: "http://127.0.0.1:9000",
      MEDIA_MAX_BYTES: 2048,
    });
    expect(() => loadEnv({ MEDIA_MAX_BYTES: "12" })).toThrow(/MEDIA_MAX_BYTES: must be at least 1024/);
    expect(() => loadEnv({ MEDIA_MAX_BYTES: "lots" })).toThrow(/MEDIA_MAX_BYTES/);
    expect(() => loadEnv({ MEDIA_S3_ENDPOINT: "not a url" })).toThrow(/MEDIA_S3_ENDPOINT/);
  });

  it("names the bad variable", () => {
    expect(() => loadEnv({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ SITE_ORIGIN: "not a url" })).toThrow(/SITE_ORIGIN/);
  });

  it("requires an auth secret in production", () => {
    expect(() => loadEnv({ NODE_ENV: "production" })).toThrow(/AUTH_SECRET/);
  });

  it("requires a 32-byte data encryption key in production, and refuses a malformed one anywhere", () => {
    const secret = { NODE_ENV: "production", AUTH_SECRET: "s".repeat(40) };
    expect(() => loadEnv(secret)).toThrow(/DATA_ENCRYPTION_KEY: required/);
    const key = Buffer.alloc(32, 1).toString("base64");
    expect(loadEnv({ ...secret, DATA_ENCRYPTION_KEY: key }).DATA_ENCRYPTION_KEY).toBe(key);
    expect(() => loadEnv({ DATA_ENCRYPTION_KEY: Buffer.alloc(16).toString("base64") })).toThrow(/DATA_ENCRYPTION_KEY/);
    expect(() => loadEnv({ DATA_ENCRYPTION_OLD_KEYS: `${key},short` })).toThrow(/DATA_ENCRYPTION_OLD_KEYS/);
  });

  it("sends application notifications to ADMIN_EMAIL unless APPLICATIONS_NOTIFY_EMAIL is set", () => {
    expect(loadEnv({ ADMIN_EMAIL: "Boss@Example.com" }).applicationsNotifyEmail).toBe("boss@example.com");
    expect(loadEnv({ APPLICATIONS_NOTIFY_EMAIL: "trials@example.com" }).applicationsNotifyEmail).toBe(
      "trials@example.com",
    );
    expect(loadEnv({}).APPLICATION_RETENTION_DAYS).toBe(365);
  });

  it("requires DEPLOY_HOOK_SECRET (32 characters or more) in production when DEPLOY_HOOK_URL is set", () => {
    const production = {
      NODE_ENV: "production",
      AUTH_SECRET: "s".repeat(40),
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString("base64"),
    };
    expect(() => loadEnv({ ...production, DEPLOY_HOOK_URL: "https://cdn.example/hook" })).toThrow(
      /DEPLOY_HOOK_SECRET: required/,
    );
    expect(() => loadEnv({ DEPLOY_HOOK_SECRET: "short" })).toThrow(/DEPLOY_HOOK_SECRET/);
    const secret = "h".repeat(32);
    expect(
      loadEnv({ ...production, DEPLOY_HOOK_URL: "https://cdn.example/hook", DEPLOY_HOOK_SECRET: secret })
        .DEPLOY_HOOK_SECRET,
    ).toBe(secret);
    expect(loadEnv(production).DEPLOY_HOOK_SECRET).toBeUndefined();
  });
});
