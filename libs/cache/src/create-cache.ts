import type { CacheErrorHandler } from "./errors.ts";
import { createMemoryCache } from "./in-process/memory-cache.ts";
import type { Cache } from "./port.ts";
import { createRedisCache } from "./redis/redis-cache.ts";

export interface CacheOptions {
  /** When set (non-blank), the cache is shared through Redis; otherwise it lives in this process only. */
  redisUrl?: string;
  keyPrefix?: string;
  onError?: CacheErrorHandler;
}

export function createCache({ redisUrl, keyPrefix, onError }: CacheOptions = {}): Cache {
  const url = redisUrl?.trim();
  if (url) return createRedisCache({ url, keyPrefix, onError });
  return createMemoryCache({ keyPrefix, onError });
}
