import { describe, expect, test } from "bun:test";
import { errorCollector, REDIS_URL, testKeyPrefix } from "../test-support.ts";
import { createRedisCache } from "./redis-cache.ts";

/** Nothing listens on port 1, so every connection attempt is refused. */
const DEAD_REDIS_URL = "redis://127.0.0.1:1";

describe("redis cache with Redis unreachable", () => {
  test("ping rejects within a few seconds, naming the connection error", async () => {
    const errors = errorCollector();
    const cache = createRedisCache({ url: DEAD_REDIS_URL, keyPrefix: testKeyPrefix(), onError: errors.onError });
    try {
      const started = Date.now();
      const outcome = await cache.ping().then(
        () => "answered",
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      expect(outcome).toContain("redis did not answer PING");
      expect(outcome).toContain("ECONNREFUSED");
      expect(Date.now() - started).toBeLessThan(3_000);
      // The connection errors went to the handler rather than to ioredis' "unhandled error" console output.
      expect(errors.unexpected().length).toBeGreaterThan(0);
    } finally {
      await cache.close();
    }
  });

  test("a second ping, after reconnect backoff has grown, is still bounded", async () => {
    const errors = errorCollector();
    const cache = createRedisCache({ url: DEAD_REDIS_URL, keyPrefix: testKeyPrefix(), onError: errors.onError });
    try {
      await cache.ping().catch(() => undefined);
      await cache.ping().catch(() => undefined);
      const started = Date.now();
      await expect(cache.ping()).rejects.toThrow("redis did not answer PING");
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await cache.close();
    }
  });

  test("close returns promptly, even with a subscription attempt in flight", async () => {
    const errors = errorCollector();
    const cache = createRedisCache({ url: DEAD_REDIS_URL, keyPrefix: testKeyPrefix(), onError: errors.onError });
    const subscribing = cache
      .subscribe("channel", () => {})
      .then(
        () => "subscribed",
        () => "failed",
      );
    const started = Date.now();
    await cache.close();
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await subscribing).toBe("failed");
  });

  test("the rate limiter keeps limiting in this process while Redis is unreachable", async () => {
    const errors = errorCollector();
    const cache = createRedisCache({ url: DEAD_REDIS_URL, keyPrefix: testKeyPrefix(), onError: errors.onError });
    try {
      const limiter = cache.rateLimiter({ name: "offline", points: 1, windowSeconds: 60 });
      expect(await limiter.consume("client")).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
      const refused = await limiter.consume("client");
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    } finally {
      await cache.close();
    }
  }, 15_000);
});

describe("redis cache rate limiters", () => {
  test("one policy name cannot be defined twice with different limits on one cache", async () => {
    const cache = createRedisCache({ url: REDIS_URL, keyPrefix: testKeyPrefix() });
    try {
      const limiter = cache.rateLimiter({ name: "login", points: 5, windowSeconds: 60 });
      expect(cache.rateLimiter({ name: "login", points: 5, windowSeconds: 60 })).toBe(limiter);
      expect(() => cache.rateLimiter({ name: "login", points: 6, windowSeconds: 60 })).toThrow("different");
    } finally {
      await cache.close();
    }
  });
});
