import { type CacheErrorHandler, logCacheError } from "../errors.ts";
import { wrapFlexibleLimiter } from "../flexible-limiter.ts";
import type { Cache } from "../port.ts";
import { prefixedCache } from "../prefixed-cache.ts";
import { createMemoryBackend, type MemoryBackend } from "./memory-backend.ts";

export interface MemoryCacheOptions {
  /** Share one backend between caches to model replicas on one Redis; a private one is made otherwise. */
  backend?: MemoryBackend;
  keyPrefix?: string;
  onError?: CacheErrorHandler;
}

/** A single-process cache with the same semantics as the Redis adapter, for development and tests. */
export function createMemoryCache({
  backend = createMemoryBackend(),
  keyPrefix = "cx:",
  onError = logCacheError,
}: MemoryCacheOptions = {}): Cache {
  const detach = backend.attach();
  const unsubscribers = new Set<() => void>();
  const subscriber = {};
  let closed = false;

  return prefixedCache("in-process", keyPrefix, {
    get: async (key) => backend.get(key),
    set: async (key, value, ttlMs) => backend.set(key, value, ttlMs),

    async del(keys) {
      for (const key of keys) backend.delete(key);
    },

    incrementWindow: async (key, windowMs) => backend.incrementWindow(key, windowMs),
    publish: async (channel, message) => backend.publish(channel, message),

    async subscribe(channel, handler) {
      const unsubscribe = backend.subscribe(channel, handler, onError, subscriber);
      unsubscribers.add(unsubscribe);
      return async () => {
        unsubscribers.delete(unsubscribe);
        unsubscribe();
      };
    },

    rateLimiter: (limiterPrefix, policy) => wrapFlexibleLimiter(backend.limiter(limiterPrefix, policy), policy),
    acquireLeases: async (lease, pools, ttlMs) => backend.acquireLeases(lease, pools, ttlMs),
    renewLeases: async (lease, pools, ttlMs) => backend.renewLeases(lease, pools, ttlMs),
    releaseLeases: async (lease, pools) => backend.releaseLeases(lease, pools),
    ping: async () => undefined,
    closed: () => closed,

    async close() {
      if (closed) return;
      closed = true;
      // Like a closed Redis connection: this cache's handlers stop receiving.
      for (const unsubscribe of unsubscribers) unsubscribe();
      unsubscribers.clear();
      detach();
    },
  });
}
