/**
 * The cache port: short-lived values, atomic counters and a broadcast channel for invalidation.
 * Values are strings; callers serialise. Shared by every replica when backed by Redis.
 */

export interface CounterWindow {
  /** Value after the increment. */
  count: number;
  /** Milliseconds until the window (and the counter) expires. */
  resetInMs: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  remaining: number;
  /** Seconds the caller should wait before trying again (0 when allowed). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one attempt for `key` and says whether it is within the limit. */
  consume(key: string): Promise<RateLimitDecision>;
  /**
   * Reads the state without counting; null when the key has no attempts in the window.
   * `allowed` says whether the next `consume` would be allowed.
   */
  peek(key: string): Promise<RateLimitDecision | null>;
  reset(key: string): Promise<void>;
}

export interface RateLimitPolicy {
  /** Namespace of the limiter's keys, e.g. `login-ip`. */
  name: string;
  points: number;
  windowSeconds: number;
}

/** What a subscriber hears of its subscription itself, beside its messages. */
export interface SubscriptionEvents {
  /** The subscription stopped receiving (its connection is lost): what is published until `resumed` is missed. */
  interrupted?(): void;
  /** Subscribed again after an interruption. */
  resumed?(): void;
}

/** A set of leases that holds at most `limit` unexpired ones (see `Cache.acquireLeases`). */
export interface LeasePool {
  name: string;
  limit: number;
}

export interface Cache {
  readonly kind: "redis" | "in-process";
  get(key: string): Promise<string | null>;
  /** `ttlMs` omitted: the value stays until deleted. */
  set(key: string, value: string, ttlMs?: number): Promise<void>;
  del(...keys: string[]): Promise<void>;
  /** Atomically increments a counter that expires `windowMs` after its first increment. */
  incrementWindow(key: string, windowMs: number): Promise<CounterWindow>;
  /**
   * Broadcast to every subscriber on every replica (at most once; for invalidation). Resolves with
   * how many caches received it, however many handlers each has (Redis: subscriber connections),
   * so a publisher that needs confirmations knows how many to wait for.
   */
  publish(channel: string, message: string): Promise<number>;
  /**
   * Returns a function that unsubscribes. `events` hears when the subscription is interrupted and
   * resumed (Redis: its connection lost and subscribed again; in process, never).
   */
  subscribe(
    channel: string,
    handler: (message: string) => void,
    events?: SubscriptionEvents,
  ): Promise<() => Promise<void>>;
  rateLimiter(policy: RateLimitPolicy): RateLimiter;
  /**
   * Takes the lease `lease` in every pool, or in none when one of them already holds its `limit`
   * of unexpired leases (a lease it already holds counts once). A lease lapses `ttlMs` after it
   * was taken or last renewed, so the leases of a process that died free themselves. Resolves
   * with whether it was taken. The pools' names are keys: they carry the cache's prefix.
   */
  acquireLeases(lease: string, pools: readonly LeasePool[], ttlMs: number): Promise<boolean>;
  /** Pushes the lease's expiry to `ttlMs` from now in each pool that still holds it. */
  renewLeases(lease: string, pools: readonly string[], ttlMs: number): Promise<void>;
  releaseLeases(lease: string, pools: readonly string[]): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
