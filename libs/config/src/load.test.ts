import { describe, expect, it } from "bun:test";
import { Type } from "@sinclair/typebox";
import { ConfigError, describeEffectiveConfig, loadSlice, loadSlices } from "./load.ts";
import { defineSlice } from "./setting.ts";

const slice = defineSlice({
  port: { env: "PORT", schema: Type.Integer({ minimum: 1, maximum: 65535 }), default: 8080, description: "HTTP port" },
  mongoUrl: { env: "MONGO_URL", schema: Type.String({ minLength: 1 }), secret: true, description: "MongoDB" },
  secret: {
    env: "INTERNAL_TOKEN_SECRET",
    schema: Type.String({ minLength: 32 }),
    required: true,
    secret: true,
    description: "HMAC key",
  },
  proxies: { env: "TRUSTED_PROXIES", schema: Type.Array(Type.String()), list: true, default: [], description: "CIDRs" },
  tracing: { env: "TRACING", schema: Type.Boolean(), default: false, description: "flag" },
});

const secret = "s".repeat(40);

describe("loadSlice", () => {
  it("applies defaults and converts types", () => {
    const values = loadSlice(slice, {
      INTERNAL_TOKEN_SECRET: secret,
      TRUSTED_PROXIES: "10.0.0.0/8, 192.168.0.0/16",
      TRACING: "true",
    });
    expect(values.port).toBe(8080);
    expect(values.mongoUrl).toBeUndefined();
    expect(values.proxies).toEqual(["10.0.0.0/8", "192.168.0.0/16"]);
    expect(values.tracing).toBe(true);
  });

  it("names every bad or missing variable, never the value", () => {
    let caught: unknown;
    try {
      loadSlice(slice, { PORT: "eighty", INTERNAL_TOKEN_SECRET: "short-secret-value" });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = (caught as ConfigError).message;
    expect(message).toContain("PORT is invalid");
    expect(message).toContain("INTERNAL_TOKEN_SECRET is invalid");
    expect(message).not.toContain("short-secret-value");
    expect(message).not.toContain("eighty");
  });

  it("refuses a missing required variable", () => {
    expect(() => loadSlice(slice, {})).toThrow("INTERNAL_TOKEN_SECRET is required");
  });

  it("collects problems across slices", () => {
    const other = defineSlice({
      level: {
        env: "LOG_LEVEL",
        schema: Type.Union([Type.Literal("info"), Type.Literal("debug")]),
        default: "info",
        description: "level",
      },
    });
    expect(() => loadSlices([slice, other], { LOG_LEVEL: "loud" })).toThrow(/INTERNAL_TOKEN_SECRET[\s\S]*LOG_LEVEL/);
  });
});

describe("describeEffectiveConfig", () => {
  it("redacts secrets and marks defaults", () => {
    const text = describeEffectiveConfig([slice], { INTERNAL_TOKEN_SECRET: secret, MONGO_URL: "mongodb://u:p@h/x" });
    expect(text).toContain("PORT=8080 (default)");
    expect(text).toContain("MONGO_URL=[redacted]");
    expect(text).toContain("INTERNAL_TOKEN_SECRET=[redacted]");
    expect(text).not.toContain(secret);
    expect(text).not.toContain("u:p@h");
  });
});
