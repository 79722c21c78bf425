export { type CacheOptions, createCache } from "./create-cache.ts";
export type { CacheErrorHandler } from "./errors.ts";
export { createMemoryBackend, MemoryBackend, type MemoryBackendOptions } from "./in-process/memory-backend.ts";
export { createMemoryCache, type MemoryCacheOptions } from "./in-process/memory-cache.ts";
export * from "./port.ts";
export { createRedisCache, type RedisCacheOptions } from "./redis/redis-cache.ts";
