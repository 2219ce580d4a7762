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

  it("names the bad variable", () => {
    expect(() => loadEnv({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ SITE_ORIGIN: "not a url" })).toThrow(/SITE_ORIGIN/);
  });

  it("requires an auth secret in production", () => {
    expect(() => loadEnv({ NODE_ENV: "production" })).toThrow(/AUTH_SECRET/);
  });
});
