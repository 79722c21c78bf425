import { toPositiveWholeMs } from "../durations.ts";
import { type CacheErrorHandler, cacheClosedError, logCacheError } from "../errors.ts";
import { assertValidPolicy, limiterKeyPrefix, wrapFlexibleLimiter } from "../flexible-limiter.ts";
import type { Cache } from "../port.ts";
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
  const key = (name: string): string => keyPrefix + name;
  let closed = false;

  const open = (): void => {
    if (closed) throw cacheClosedError();
  };

  return {
    kind: "in-process",

    async get(name) {
      open();
      return backend.get(key(name));
    },

    async set(name, value, ttlMs) {
      open();
      backend.set(key(name), value, ttlMs === undefined ? undefined : toPositiveWholeMs(ttlMs, "ttlMs"));
    },

    async del(...names) {
      open();
      for (const name of names) backend.delete(key(name));
    },

    async incrementWindow(name, windowMs) {
      open();
      return backend.incrementWindow(key(name), toPositiveWholeMs(windowMs, "windowMs"));
    },

    async publish(channel, message) {
      open();
      return backend.publish(key(channel), message);
    },

    async subscribe(channel, handler) {
      open();
      const unsubscribe = backend.subscribe(key(channel), handler, onError, subscriber);
      unsubscribers.add(unsubscribe);
      return async () => {
        unsubscribers.delete(unsubscribe);
        unsubscribe();
      };
    },

    rateLimiter(policy) {
      open();
      assertValidPolicy(policy);
      return wrapFlexibleLimiter(backend.limiter(limiterKeyPrefix(keyPrefix, policy), policy), policy);
    },

    async ping() {
      open();
    },

    async close() {
      if (closed) return;
      closed = true;
      // Like a closed Redis connection: this cache's handlers stop receiving.
      for (const unsubscribe of unsubscribers) unsubscribe();
      unsubscribers.clear();
      detach();
    },
  };
}
