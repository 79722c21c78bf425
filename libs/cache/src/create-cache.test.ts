import { describe, expect, test } from "bun:test";
import { createCache } from "./create-cache.ts";
import { REDIS_URL, testKeyPrefix } from "./test-support.ts";

describe("createCache", () => {
  test("is in-process without a Redis URL, including a blank one", async () => {
    for (const options of [undefined, {}, { redisUrl: "" }, { redisUrl: "   " }]) {
      const cache = createCache(options);
      expect(cache.kind).toBe("in-process");
      await cache.close();
    }
  });

  test("is Redis-backed when a Redis URL is given, and honours the key prefix", async () => {
    const keyPrefix = testKeyPrefix();
    const cache = createCache({ redisUrl: REDIS_URL, keyPrefix });
    const samePrefix = createCache({ redisUrl: REDIS_URL, keyPrefix });
    const otherPrefix = createCache({ redisUrl: REDIS_URL, keyPrefix: `${keyPrefix}other:` });
    try {
      expect(cache.kind).toBe("redis");
      await cache.ping();
      await cache.set("k", "v", 10_000);
      expect(await samePrefix.get("k")).toBe("v");
      expect(await otherPrefix.get("k")).toBeNull();
      await cache.del("k");
    } finally {
      await Promise.all([cache.close(), samePrefix.close(), otherPrefix.close()]);
    }
  });
});
