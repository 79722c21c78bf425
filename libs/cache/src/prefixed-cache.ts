import { toPositiveWholeMs } from "./durations.ts";
import { cacheClosedError } from "./errors.ts";
import { assertValidPolicy, limiterKeyPrefix } from "./flexible-limiter.ts";
import type { Cache, RateLimiter, RateLimitPolicy } from "./port.ts";

/**
 * What an adapter keeps, once the port's rules are applied: every key and channel carries the
 * cache's prefix, every duration is a whole positive number of milliseconds, every policy is
 * valid, and the cache is still open. The calls the port passes on as they are keep its
 * signatures; `acquireLeases` is never called without pools, and every limit is a whole number
 * of at least 0.
 */
export interface CacheStore
  extends Pick<
    Cache,
    | "get"
    | "incrementWindow"
    | "publish"
    | "subscribe"
    | "acquireLeases"
    | "renewLeases"
    | "releaseLeases"
    | "ping"
    | "close"
  > {
  set(key: string, value: string, ttlMs: number | undefined): Promise<void>;
  /** Never called without keys. */
  del(keys: string[]): Promise<void>;
  /** `keyPrefix` is shared by every limiter of the policy on the same backend. */
  rateLimiter(keyPrefix: string, policy: RateLimitPolicy): RateLimiter;
  closed(): boolean;
}

/** The port over a store: the same prefixes, checks and refusals once closed for every adapter. */
export function prefixedCache(kind: Cache["kind"], keyPrefix: string, store: CacheStore): Cache {
  const key = (name: string): string => keyPrefix + name;
  const open = (): void => {
    if (store.closed()) throw cacheClosedError();
  };
  return {
    kind,

    async get(name) {
      open();
      return store.get(key(name));
    },

    async set(name, value, ttlMs) {
      open();
      await store.set(key(name), value, ttlMs === undefined ? undefined : toPositiveWholeMs(ttlMs, "ttlMs"));
    },

    async del(...names) {
      open();
      if (names.length > 0) await store.del(names.map(key));
    },

    async incrementWindow(name, windowMs) {
      open();
      return store.incrementWindow(key(name), toPositiveWholeMs(windowMs, "windowMs"));
    },

    async publish(channel, message) {
      open();
      return store.publish(key(channel), message);
    },

    async subscribe(channel, handler, events) {
      open();
      return store.subscribe(key(channel), handler, events);
    },

    rateLimiter(policy) {
      open();
      assertValidPolicy(policy);
      return store.rateLimiter(limiterKeyPrefix(keyPrefix, policy), policy);
    },

    async acquireLeases(lease, pools, ttlMs) {
      open();
      const ttl = toPositiveWholeMs(ttlMs, "ttlMs");
      for (const pool of pools) {
        if (!Number.isInteger(pool.limit) || pool.limit < 0)
          throw new RangeError(`a lease pool's limit must be a whole number of at least 0, got ${pool.limit}`);
      }
      if (pools.length === 0) return true;
      return store.acquireLeases(
        lease,
        pools.map((pool) => ({ name: key(pool.name), limit: pool.limit })),
        ttl,
      );
    },

    async renewLeases(lease, pools, ttlMs) {
      open();
      const ttl = toPositiveWholeMs(ttlMs, "ttlMs");
      if (pools.length > 0) await store.renewLeases(lease, pools.map(key), ttl);
    },

    async releaseLeases(lease, pools) {
      open();
      if (pools.length > 0) await store.releaseLeases(lease, pools.map(key));
    },

    async ping() {
      open();
      await store.ping();
    },

    close: () => store.close(),
  };
}
