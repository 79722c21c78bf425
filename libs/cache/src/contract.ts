import { afterEach, describe, expect, test } from "bun:test";
import { randomUUID } from "node:crypto";
import type { Cache, RateLimitPolicy } from "./port.ts";

/** The message of the error the contract makes a subscriber throw, so callers can tell it from real failures. */
export const INTENTIONAL_HANDLER_FAILURE = "intentional handler failure (cache contract)";

interface EventuallyOptions {
  timeoutMs?: number;
  intervalMs?: number;
}

/** Polls until `accept` holds, so timing tests wait only as long as the backend needs. */
async function eventually<T>(
  probe: () => T | Promise<T>,
  accept: (value: T) => boolean,
  { timeoutMs = 2_000, intervalMs = 10 }: EventuallyOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value)) return value;
    if (Date.now() > deadline) {
      throw new Error(`condition not met within ${timeoutMs} ms; last value: ${JSON.stringify(value)}`);
    }
    await Bun.sleep(intervalMs);
  }
}

/**
 * Behaviour every Cache adapter must share. `makeCache` must return a new cache on the same backend and key
 * prefix each time it is called: several tests open two caches to play two replicas.
 */
export function describeCacheContract(label: string, makeCache: () => Promise<Cache>): void {
  describe(`cache contract: ${label}`, () => {
    const opened: Cache[] = [];
    const cleanups: Array<(cache: Cache) => Promise<unknown>> = [];

    const open = async (): Promise<Cache> => {
      const cache = await makeCache();
      opened.push(cache);
      return cache;
    };
    const unique = (what: string): string => `${what}-${randomUUID()}`;
    const keyName = (what: string): string => {
      const key = unique(what);
      cleanups.push((cache) => cache.del(key));
      return key;
    };
    const policy = (points: number, windowSeconds = 60): RateLimitPolicy => ({
      name: unique("policy"),
      points,
      windowSeconds,
    });
    const limitKey = (limitPolicy: RateLimitPolicy, what: string): string => {
      const key = unique(what);
      cleanups.push((cache) => cache.rateLimiter(limitPolicy).reset(key));
      return key;
    };

    afterEach(async () => {
      try {
        if (cleanups.length > 0) {
          const cache = await makeCache();
          try {
            for (const cleanup of cleanups.splice(0)) await cleanup(cache);
          } finally {
            await cache.close();
          }
        }
      } finally {
        await Promise.all(opened.splice(0).map((cache) => cache.close()));
      }
    });

    describe("values", () => {
      test("get returns null for a key that was never set", async () => {
        const cache = await open();
        expect(await cache.get(keyName("missing"))).toBeNull();
      });

      test("set stores strings verbatim and a later set overwrites", async () => {
        const cache = await open();
        const key = keyName("value");
        const odd = ["", "  spaced  ", "ünïcødé ✓", JSON.stringify({ a: [1, 2], b: null })];
        for (const value of odd) {
          await cache.set(key, value);
          expect(await cache.get(key)).toBe(value);
        }
        await cache.set(key, "first");
        await cache.set(key, "second");
        expect(await cache.get(key)).toBe("second");
      });

      test("del removes several keys at once and ignores missing ones", async () => {
        const cache = await open();
        const [a, b, c, missing] = [keyName("a"), keyName("b"), keyName("c"), keyName("missing")];
        await cache.set(a, "1");
        await cache.set(b, "2");
        await cache.set(c, "3");
        await cache.del(a, b, missing);
        expect(await cache.get(a)).toBeNull();
        expect(await cache.get(b)).toBeNull();
        expect(await cache.get(c)).toBe("3");
        await cache.del();
        expect(await cache.get(c)).toBe("3");
      });
    });

    describe("expiry", () => {
      test("a value with a TTL is readable until the TTL passes, then gone", async () => {
        const cache = await open();
        const key = keyName("ttl");
        const ttlMs = 150;
        const started = Date.now();
        await cache.set(key, "short-lived", ttlMs);
        expect(await cache.get(key)).toBe("short-lived");
        await eventually(
          () => cache.get(key),
          (value) => value === null,
        );
        // Gone, but not early: a TTL silently shortened or ignored would both fail here or above.
        expect(Date.now() - started).toBeGreaterThanOrEqual(ttlMs - 10);
      });

      test("setting a value without a TTL removes an earlier TTL", async () => {
        const cache = await open();
        const key = keyName("persist");
        await cache.set(key, "expiring", 60);
        await cache.set(key, "kept");
        await Bun.sleep(150);
        expect(await cache.get(key)).toBe("kept");
      });

      test("rejects TTLs that are not positive numbers", async () => {
        const cache = await open();
        const key = keyName("bad-ttl");
        for (const ttl of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
          await expect(cache.set(key, "v", ttl)).rejects.toThrow(RangeError);
        }
        expect(await cache.get(key)).toBeNull();
      });
    });

    describe("windowed counters", () => {
      test("the first increment starts a window at 1", async () => {
        const cache = await open();
        const result = await cache.incrementWindow(keyName("counter"), 1_000);
        expect(result.count).toBe(1);
        expect(result.resetInMs).toBeGreaterThan(0);
        expect(result.resetInMs).toBeLessThanOrEqual(1_000);
      });

      test("100 concurrent increments count exactly 1..100", async () => {
        const [a, b] = [await open(), await open()];
        const key = keyName("concurrent");
        const results = await Promise.all(
          Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? a : b).incrementWindow(key, 10_000)),
        );
        const counts = results.map((r) => r.count).sort((x, y) => x - y);
        expect(counts).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
        expect(await a.get(key)).toBe("100");
        for (const result of results) expect(result.resetInMs).toBeLessThanOrEqual(10_000);
      });

      test("later increments do not extend the window, which resets after it ends", async () => {
        const cache = await open();
        const key = keyName("window");
        const windowMs = 300;
        const started = Date.now();
        expect((await cache.incrementWindow(key, windowMs)).count).toBe(1);
        await Bun.sleep(150);
        const second = await cache.incrementWindow(key, windowMs);
        expect(second.count).toBe(2);
        expect(second.resetInMs).toBeLessThanOrEqual(windowMs - 100);
        // Incrementing every 20 ms: a window extended by each increment would never reset.
        await eventually(
          () => cache.incrementWindow(key, windowMs),
          (r) => r.count === 1,
          { intervalMs: 20 },
        );
        const elapsed = Date.now() - started;
        expect(elapsed).toBeGreaterThanOrEqual(windowMs - 10);
        expect(elapsed).toBeLessThan(windowMs + 500);
      });

      test("rejects windows that are not positive numbers", async () => {
        const cache = await open();
        const key = keyName("bad-window");
        await expect(cache.incrementWindow(key, 0)).rejects.toThrow(RangeError);
        await expect(cache.incrementWindow(key, -1)).rejects.toThrow(RangeError);
        expect(await cache.get(key)).toBeNull();
      });
    });

    describe("pub/sub", () => {
      test("every subscriber of a channel receives its messages, in order, and only its own", async () => {
        const cache = await open();
        const [channel, other] = [unique("channel"), unique("other")];
        const first: string[] = [];
        const second: string[] = [];
        const elsewhere: string[] = [];
        await cache.subscribe(channel, (m) => first.push(m));
        await cache.subscribe(channel, (m) => second.push(m));
        await cache.subscribe(other, (m) => elsewhere.push(m));

        const sent = Array.from({ length: 20 }, (_, i) => `m${i}`);
        await Promise.all(sent.map((m) => cache.publish(channel, m)));
        await eventually(
          () => first.length + second.length,
          (n) => n === 40,
        );
        expect(first).toEqual(sent);
        expect(second).toEqual(sent);

        await cache.publish(other, "x");
        await eventually(
          () => elsewhere.length,
          (n) => n === 1,
        );
        expect(elsewhere).toEqual(["x"]);
        expect(first).toEqual(sent);
      });

      test("publish resolves with how many caches subscribed to the channel, however many handlers each has", async () => {
        const [publisher, one, other] = [await open(), await open(), await open()];
        const channel = unique("channel");
        expect(await publisher.publish(channel, "nobody")).toBe(0);
        await one.subscribe(channel, () => {});
        await one.subscribe(channel, () => {});
        const unsubscribe = await other.subscribe(channel, () => {});
        expect(await publisher.publish(channel, "both")).toBe(2);
        await unsubscribe();
        expect(await publisher.publish(channel, "one")).toBe(1);
      });

      test("unsubscribe stops delivery to that handler only, and is safe to repeat", async () => {
        const [cache, sentinelCache] = [await open(), await open()];
        const channel = unique("channel");
        const kept: string[] = [];
        const dropped: string[] = [];
        const sentinel: string[] = [];
        const unsubscribeDropped = await cache.subscribe(channel, (m) => dropped.push(m));
        const unsubscribeKept = await cache.subscribe(channel, (m) => kept.push(m));
        await sentinelCache.subscribe(channel, (m) => sentinel.push(m));

        await cache.publish(channel, "before");
        await eventually(
          () => [dropped.length, kept.length],
          ([d, k]) => d === 1 && k === 1,
        );

        await unsubscribeDropped();
        await unsubscribeDropped();
        await cache.publish(channel, "after-one");
        await eventually(
          () => kept.length,
          (n) => n === 2,
        );
        expect(dropped).toEqual(["before"]);

        // With no handler left on this cache the channel itself is dropped; the sentinel shows the message flowed.
        await unsubscribeKept();
        await cache.publish(channel, "after-all");
        await eventually(
          () => sentinel.length,
          (n) => n === 3,
        );
        expect(kept).toEqual(["before", "after-one"]);
        expect(dropped).toEqual(["before"]);
      });

      test("a throwing handler does not stop delivery to the others", async () => {
        const cache = await open();
        const channel = unique("channel");
        const received: string[] = [];
        await cache.subscribe(channel, () => {
          throw new Error(INTENTIONAL_HANDLER_FAILURE);
        });
        await cache.subscribe(channel, (m) => received.push(m));
        await cache.publish(channel, "one");
        await cache.publish(channel, "two");
        await eventually(
          () => received.length,
          (n) => n === 2,
        );
        expect(received).toEqual(["one", "two"]);
      });

      test("publishing to a channel nobody listens to succeeds", async () => {
        const cache = await open();
        await cache.publish(unique("empty"), "into the void");
      });
    });

    describe("two caches on one backend (replicas)", () => {
      test("see each other's values, deletions and counters", async () => {
        const [a, b] = [await open(), await open()];
        const key = keyName("shared");
        await a.set(key, "from-a");
        expect(await b.get(key)).toBe("from-a");
        await b.del(key);
        expect(await a.get(key)).toBeNull();

        const counter = keyName("shared-counter");
        expect((await a.incrementWindow(counter, 5_000)).count).toBe(1);
        expect((await b.incrementWindow(counter, 5_000)).count).toBe(2);
      });

      test("receive each other's messages", async () => {
        const [a, b] = [await open(), await open()];
        const channel = unique("invalidate");
        const atA: string[] = [];
        const atB: string[] = [];
        await a.subscribe(channel, (m) => atA.push(m));
        await b.subscribe(channel, (m) => atB.push(m));
        await a.publish(channel, "user:1");
        await b.publish(channel, "user:2");
        await eventually(
          () => atA.length + atB.length,
          (n) => n === 4,
        );
        expect(atA).toEqual(["user:1", "user:2"]);
        expect(atB).toEqual(["user:1", "user:2"]);
      });
    });

    describe("lease pools", () => {
      /** A pool whose leases are released after the test, so that nothing is left behind. */
      const poolName = (what: string, leases: string[]): string => {
        const name = unique(what);
        cleanups.push(async (cache) => {
          for (const lease of leases) await cache.releaseLeases(lease, [name]);
        });
        return name;
      };

      test("hold at most `limit` leases, across replicas, and take one again once released", async () => {
        const [a, b] = [await open(), await open()];
        const leases = ["l1", "l2", "l3", "l4"];
        const pool = poolName("pool", leases);
        const taken = await Promise.all(
          leases.map((lease, i) => (i % 2 === 0 ? a : b).acquireLeases(lease, [{ name: pool, limit: 3 }], 10_000)),
        );
        expect(taken.filter(Boolean)).toHaveLength(3);
        const refused = leases[taken.indexOf(false)] as string;
        // A lease already held counts once: taking it again is no second place.
        const holder = leases[taken.indexOf(true)] as string;
        expect(await a.acquireLeases(holder, [{ name: pool, limit: 3 }], 10_000)).toBe(true);
        await b.releaseLeases(holder, [pool]);
        expect(await a.acquireLeases(refused, [{ name: pool, limit: 3 }], 10_000)).toBe(true);
        expect(await a.acquireLeases(holder, [{ name: pool, limit: 3 }], 10_000)).toBe(false);
      });

      test("take a lease in every pool or in none", async () => {
        const cache = await open();
        const [wide, narrow] = [poolName("wide", ["x", "y"]), poolName("narrow", ["x", "y"])];
        const both = (lease: string) =>
          cache.acquireLeases(
            lease,
            [
              { name: wide, limit: 5 },
              { name: narrow, limit: 1 },
            ],
            10_000,
          );
        expect(await both("x")).toBe(true);
        expect(await both("y")).toBe(false);
        // y took no place in the wide pool: four more fit beside x.
        for (const lease of ["p", "q", "r", "s"]) {
          expect(await cache.acquireLeases(lease, [{ name: wide, limit: 5 }], 10_000)).toBe(true);
          await cache.releaseLeases(lease, [wide]);
        }
      });

      test("a lease lapses after its time to live unless renewed", async () => {
        const cache = await open();
        const pool = poolName("lapsing", ["kept", "lapsed", "next"]);
        const one = [{ name: pool, limit: 2 }];
        expect(await cache.acquireLeases("kept", one, 400)).toBe(true);
        expect(await cache.acquireLeases("lapsed", one, 150)).toBe(true);
        expect(await cache.acquireLeases("next", one, 10_000)).toBe(false);
        const renewing = setInterval(() => void cache.renewLeases("kept", [pool], 400), 50);
        try {
          await eventually(
            () => cache.acquireLeases("next", one, 10_000),
            (taken) => taken,
          );
          // "kept" was renewed past its first time to live and still holds its place.
          expect(await cache.acquireLeases("lapsed", one, 10_000)).toBe(false);
        } finally {
          clearInterval(renewing);
        }
      });

      test("a renewal does not bring back a released lease", async () => {
        const cache = await open();
        const pool = poolName("released", ["gone", "other"]);
        const one = [{ name: pool, limit: 1 }];
        expect(await cache.acquireLeases("gone", one, 10_000)).toBe(true);
        await cache.releaseLeases("gone", [pool]);
        await cache.renewLeases("gone", [pool], 10_000);
        expect(await cache.acquireLeases("other", one, 10_000)).toBe(true);
      });

      test("rejects limits that are not whole numbers and TTLs that are not positive", async () => {
        const cache = await open();
        const pool = unique("bad");
        await expect(cache.acquireLeases("l", [{ name: pool, limit: 1.5 }], 1000)).rejects.toThrow(RangeError);
        await expect(cache.acquireLeases("l", [{ name: pool, limit: 1 }], 0)).rejects.toThrow(RangeError);
        expect(await cache.acquireLeases("l", [], 1000)).toBe(true);
      });
    });

    describe("rate limiter", () => {
      test("allows `points` attempts, then refuses and says how long to wait", async () => {
        const cache = await open();
        const limit = policy(3, 60);
        const limiter = cache.rateLimiter(limit);
        const key = limitKey(limit, "client");
        const decisions = [];
        for (let i = 0; i < 4; i++) decisions.push(await limiter.consume(key));
        expect(decisions.slice(0, 3)).toEqual([
          { allowed: true, remaining: 2, retryAfterSeconds: 0 },
          { allowed: true, remaining: 1, retryAfterSeconds: 0 },
          { allowed: true, remaining: 0, retryAfterSeconds: 0 },
        ]);
        const refused = decisions[3];
        expect(refused?.allowed).toBe(false);
        expect(refused?.remaining).toBe(0);
        expect(refused?.retryAfterSeconds).toBeGreaterThanOrEqual(1);
        expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(60);
      });

      test("peek reports the state without counting", async () => {
        const cache = await open();
        const limit = policy(3, 60);
        const limiter = cache.rateLimiter(limit);
        const key = limitKey(limit, "client");
        expect(await limiter.peek(key)).toBeNull();
        await limiter.consume(key);
        const once = { allowed: true, remaining: 2, retryAfterSeconds: 0 };
        expect(await limiter.peek(key)).toEqual(once);
        expect(await limiter.peek(key)).toEqual(once);
        await limiter.consume(key);
        await limiter.consume(key);
        const exhausted = await limiter.peek(key);
        expect(exhausted?.allowed).toBe(false);
        expect(exhausted?.remaining).toBe(0);
        expect(exhausted?.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      });

      test("keys are counted independently", async () => {
        const cache = await open();
        const limit = policy(2, 60);
        const limiter = cache.rateLimiter(limit);
        const [busy, quiet] = [limitKey(limit, "busy"), limitKey(limit, "quiet")];
        for (let i = 0; i < 3; i++) await limiter.consume(busy);
        expect((await limiter.consume(busy)).allowed).toBe(false);
        expect(await limiter.consume(quiet)).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
      });

      test("policies with different names do not share counts", async () => {
        const cache = await open();
        const [strict, other] = [policy(1, 60), policy(1, 60)];
        const key = unique("client");
        cleanups.push(
          (c) => c.rateLimiter(strict).reset(key),
          (c) => c.rateLimiter(other).reset(key),
        );
        await cache.rateLimiter(strict).consume(key);
        expect((await cache.rateLimiter(strict).consume(key)).allowed).toBe(false);
        expect((await cache.rateLimiter(other).consume(key)).allowed).toBe(true);
      });

      test("reset forgets a key's attempts", async () => {
        const cache = await open();
        const limit = policy(2, 60);
        const limiter = cache.rateLimiter(limit);
        const key = limitKey(limit, "client");
        for (let i = 0; i < 3; i++) await limiter.consume(key);
        expect((await limiter.consume(key)).allowed).toBe(false);
        await limiter.reset(key);
        expect(await limiter.peek(key)).toBeNull();
        expect(await limiter.consume(key)).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
        await limiter.reset(limitKey(limit, "never-seen"));
      });

      test("concurrent attempts never let more than `points` through", async () => {
        const [a, b] = [await open(), await open()];
        const limit = policy(5, 60);
        const key = limitKey(limit, "burst");
        const limiters = [a.rateLimiter(limit), b.rateLimiter(limit)];
        const decisions = await Promise.all(Array.from({ length: 20 }, (_, i) => limiters[i % 2]?.consume(key)));
        expect(decisions.filter((d) => d?.allowed).length).toBe(5);
      });

      test("limiters with the same policy share counts, within a cache and across caches", async () => {
        const [a, b] = [await open(), await open()];
        const limit = policy(3, 60);
        const key = limitKey(limit, "client");
        const sameCacheTwice = [a.rateLimiter(limit), a.rateLimiter(limit)];
        const otherCache = b.rateLimiter(limit);
        expect((await sameCacheTwice[0]?.consume(key))?.remaining).toBe(2);
        expect((await sameCacheTwice[1]?.consume(key))?.remaining).toBe(1);
        expect((await otherCache.consume(key)).remaining).toBe(0);
        expect((await sameCacheTwice[0]?.consume(key))?.allowed).toBe(false);
        expect((await otherCache.peek(key))?.allowed).toBe(false);
        await otherCache.reset(key);
        expect(await sameCacheTwice[1]?.peek(key)).toBeNull();
      });

      test("attempts are allowed again once the window has passed", async () => {
        const cache = await open();
        const limit = policy(1, 1);
        const limiter = cache.rateLimiter(limit);
        const key = limitKey(limit, "client");
        expect((await limiter.consume(key)).allowed).toBe(true);
        const refused = await limiter.consume(key);
        expect(refused).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 1 });
        await eventually(
          () => limiter.consume(key),
          (d) => d.allowed,
          { timeoutMs: 3_000, intervalMs: 100 },
        );
      });

      test("rejects policies it cannot honour", async () => {
        const cache = await open();
        const name = unique("policy");
        expect(() => cache.rateLimiter({ name, points: 0, windowSeconds: 60 })).toThrow(RangeError);
        expect(() => cache.rateLimiter({ name, points: 1.5, windowSeconds: 60 })).toThrow(RangeError);
        expect(() => cache.rateLimiter({ name, points: 1, windowSeconds: 0.5 })).toThrow(RangeError);
        expect(() => cache.rateLimiter({ name: "", points: 1, windowSeconds: 60 })).toThrow(RangeError);
      });
    });

    describe("lifecycle", () => {
      test("ping resolves on a live backend", async () => {
        const cache = await open();
        expect(["redis", "in-process"]).toContain(cache.kind);
        await cache.ping();
      });

      test("a closed cache refuses further use, and close can be repeated", async () => {
        const cache = await open();
        await cache.close();
        await cache.close();
        await expect(cache.get(unique("after-close"))).rejects.toThrow();
        await expect(cache.ping()).rejects.toThrow();
        await expect(cache.publish(unique("after-close"), "m")).rejects.toThrow();
        expect(() => cache.rateLimiter(policy(1))).toThrow();
      });

      test("a closed cache's subscribers stop receiving", async () => {
        const [closing, staying] = [await open(), await open()];
        const channel = unique("channel");
        const atClosing: string[] = [];
        const atStaying: string[] = [];
        await closing.subscribe(channel, (m) => atClosing.push(m));
        await staying.subscribe(channel, (m) => atStaying.push(m));
        await staying.publish(channel, "one");
        await eventually(
          () => atClosing.length + atStaying.length,
          (n) => n === 2,
        );
        await closing.close();
        await staying.publish(channel, "two");
        await eventually(
          () => atStaying.length,
          (n) => n === 2,
        );
        expect(atClosing).toEqual(["one"]);
      });
    });
  });
}
