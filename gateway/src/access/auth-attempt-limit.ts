import type { Cache, RateLimiter } from "@cx/cache";
import { AppError } from "@cx/errors";
import type { RouteSpec } from "@cx/route-table";

/** Operations whose attempts are limited per client IP (part 1 of the extensions). */
export const LIMITED_OPERATIONS: ReadonlySet<string> = new Set(["register", "login"]);

/**
 * Register and log in share one budget per client IP, counted in the cache so that every gateway
 * replica sees the same count. (Failed logins per email are limited by identity, which knows
 * which attempts failed.)
 */
export class AuthAttemptLimit {
  private readonly limiter: RateLimiter;

  constructor(cache: Cache, perMinute: number) {
    this.limiter = cache.rateLimiter({ name: "auth-ip", points: perMinute, windowSeconds: 60 });
  }

  /** Whether this operation's attempts are counted: most are not, and need not wait for anything. */
  limits(route: RouteSpec): boolean {
    return LIMITED_OPERATIONS.has(route.operation);
  }

  /** Counts an attempt of a limited operation (`limits`) from this address; 429 past the budget. */
  async consume(clientAddress: string): Promise<void> {
    const decision = await this.limiter.consume(clientAddress);
    if (!decision.allowed)
      throw AppError.rateLimited("Too many attempts; try again later.", decision.retryAfterSeconds);
  }
}
