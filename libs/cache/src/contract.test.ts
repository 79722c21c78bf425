import { afterAll, describe, expect, test } from "bun:test";
import { Redis } from "ioredis";
import { describeCacheContract } from "./contract.ts";
import { createMemoryBackend } from "./in-process/memory-backend.ts";
import { createMemoryCache } from "./in-process/memory-cache.ts";
import type { Cache } from "./port.ts";
import { createRedisCache } from "./redis/redis-cache.ts";
import { errorCollector, REDIS_URL, testKeyPrefix } from "./test-support.ts";

const keyPrefix = testKeyPrefix();
const errors = errorCollector();
const backend = createMemoryBackend();

const makeMemoryCache = async (): Promise<Cache> => createMemoryCache({ backend, keyPrefix, onError: errors.onError });
const makeRedisCache = async (): Promise<Cache> =>
  createRedisCache({ url: REDIS_URL, keyPrefix, onError: errors.onError });

describeCacheContract("in-process", makeMemoryCache);
describeCacheContract("redis", makeRedisCache);

describe.each([
  ["in-process", (prefix: string) => createMemoryCache({ backend, keyPrefix: prefix, onError: errors.onError })],
  ["redis", (prefix: string) => createRedisCache({ url: REDIS_URL, keyPrefix: prefix, onError: errors.onError })],
] as const)("key prefixes (%s)", (_label, make) => {
  test("caches with different prefixes on one backend share nothing", async () => {
    const [a, b] = [make(`${keyPrefix}a:`), make(`${keyPrefix}b:`)];
    try {
      await a.set("k", "from-a");
      expect(await b.get("k")).toBeNull();

      const atB: string[] = [];
      const atA: string[] = [];
      await b.subscribe("ch", (m) => atB.push(m));
      await a.subscribe("ch", (m) => atA.push(m));
      await a.publish("ch", "for-a-only");
      const deadline = Date.now() + 2_000;
      while (atA.length === 0 && Date.now() < deadline) await Bun.sleep(10);
      expect(atA).toEqual(["for-a-only"]);
      expect(atB).toEqual([]);

      const policy = { name: "prefixes", points: 1, windowSeconds: 60 };
      expect((await a.rateLimiter(policy).consume("client")).allowed).toBe(true);
      expect((await b.rateLimiter(policy).consume("client")).allowed).toBe(true);

      await a.del("k");
      await a.rateLimiter(policy).reset("client");
      await b.rateLimiter(policy).reset("client");
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe("after the contract runs", () => {
  const inspector = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  afterAll(async () => {
    await inspector.quit();
  });

  test("no keys are left behind in Redis under this run's prefix", async () => {
    const left = [];
    let cursor = "0";
    do {
      const [next, keys] = await inspector.scan(cursor, "MATCH", `${keyPrefix}*`, "COUNT", 1000);
      cursor = next;
      left.push(...keys);
    } while (cursor !== "0");
    expect(left).toEqual([]);
  });

  test("caches reported no errors other than the contract's deliberate ones", () => {
    expect(errors.unexpected()).toEqual([]);
  });
});
