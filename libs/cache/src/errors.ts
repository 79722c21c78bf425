/** Receives failures the cache cannot return to a caller: throwing subscribers, connection drops. */
export type CacheErrorHandler = (error: unknown) => void;

export const logCacheError: CacheErrorHandler = (error) => {
  console.error("[cache]", error);
};

export function cacheClosedError(): Error {
  return new Error("cache is closed");
}
