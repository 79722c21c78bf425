import { type RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";
import type { RateLimitDecision, RateLimiter, RateLimitPolicy } from "./port.ts";

export function assertValidPolicy(policy: RateLimitPolicy): void {
  if (policy.name.length === 0) throw new RangeError("rate limit policy needs a name");
  if (!Number.isInteger(policy.points) || policy.points <= 0) {
    throw new RangeError(`rate limit policy ${policy.name}: points must be a positive integer`);
  }
  // The Redis limiter floors the duration to whole seconds, so fractions would silently change the window.
  if (!Number.isInteger(policy.windowSeconds) || policy.windowSeconds <= 0) {
    throw new RangeError(`rate limit policy ${policy.name}: windowSeconds must be a positive integer`);
  }
}

/** Namespace shared by every limiter of one policy on one backend, which is what makes them share counts. */
export function limiterKeyPrefix(cacheKeyPrefix: string, policy: RateLimitPolicy): string {
  return `${cacheKeyPrefix}rl:${policy.name}`;
}

function retryAfterSeconds(msBeforeNext: number): number {
  // A refused caller must always be told to wait; msBeforeNext can be 0 or -1 at the edge of a window.
  return Math.max(1, Math.ceil(msBeforeNext / 1000));
}

/** Adapts a rate-limiter-flexible limiter (memory or Redis) to the port. */
export function wrapFlexibleLimiter(limiter: RateLimiterAbstract, policy: RateLimitPolicy): RateLimiter {
  return {
    async consume(key) {
      try {
        const res = await limiter.consume(key);
        return { allowed: true, remaining: res.remainingPoints, retryAfterSeconds: 0 };
      } catch (rejection) {
        // The library rejects with a RateLimiterRes when over the limit, and with an Error when the store fails.
        if (rejection instanceof RateLimiterRes) {
          return { allowed: false, remaining: 0, retryAfterSeconds: retryAfterSeconds(rejection.msBeforeNext) };
        }
        throw rejection;
      }
    },
    async peek(key): Promise<RateLimitDecision | null> {
      const res = await limiter.get(key);
      if (res === null) return null;
      const remaining = Math.max(policy.points - res.consumedPoints, 0);
      const allowed = remaining > 0;
      return { allowed, remaining, retryAfterSeconds: allowed ? 0 : retryAfterSeconds(res.msBeforeNext) };
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

/**
 * One limiter per policy name: the in-process backend needs it because RateLimiterMemory keeps its counts
 * inside the instance, and the Redis adapter because its in-memory fallback does. Two definitions of one
 * name with different limits would count into one key while disagreeing on the limit, so that is refused.
 */
export class PolicyRegistry<T> {
  readonly #entries = new Map<string, { policy: RateLimitPolicy; value: T }>();

  /** `id` names the policy within its namespace (a key prefix in the in-process backend). */
  resolve(id: string, policy: RateLimitPolicy, create: () => T): T {
    const existing = this.#entries.get(id);
    if (existing !== undefined) {
      if (existing.policy.points !== policy.points || existing.policy.windowSeconds !== policy.windowSeconds) {
        throw new Error(`rate limit policy ${policy.name} is already defined with different points or window`);
      }
      return existing.value;
    }
    const value = create();
    this.#entries.set(id, { policy: { ...policy }, value });
    return value;
  }
}
