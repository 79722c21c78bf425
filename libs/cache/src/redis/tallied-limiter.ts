import { type RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";
import type { RateLimitDecision, RateLimiter, RateLimitPolicy } from "../port.ts";

/** This process's view of one key: the shared count as last seen, plus what Redis has not been told. */
interface Tally {
  consumed: number;
  /** Attempts counted here while Redis could not be reached, not yet added to its count. */
  unsynced: number;
  resetAt: number;
}

/** Keys remembered at most; the oldest go first (a flood of addresses must not grow the process). */
const MAX_KEYS = 20_000;

/** What `consumed` attempts in the window mean; `next` counts one more (what a peek answers). */
function decision(consumed: number, msBeforeNext: number, policy: RateLimitPolicy, next = 0): RateLimitDecision {
  const allowed = consumed + next <= policy.points;
  return {
    allowed,
    remaining: Math.max(policy.points - consumed, 0),
    // A refused caller must always be told to wait; msBeforeNext can be 0 or -1 at the edge of a window.
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(msBeforeNext / 1000)),
  };
}

/**
 * A limiter shared through Redis that goes on counting in this process while Redis cannot be
 * reached, from the count it last saw there, and adds what it counted meanwhile to the shared
 * count as soon as Redis answers again: attempts made during an outage are not forgotten after it
 * (`docs/decisions/rate-limits-during-outages.md`).
 */
export function talliedLimiter(
  shared: RateLimiterAbstract,
  policy: RateLimitPolicy,
  options: {
    /**
     * False while the connection is known to be down. Redis is then not asked at all: a command
     * queued meanwhile is rejected after its time-out yet still sent once the connection is back,
     * and it would be counted twice, here and there.
     */
    reachable?: () => boolean;
    now?: () => number;
  } = {},
): RateLimiter {
  const now = options.now ?? Date.now;
  const reachable = options.reachable ?? (() => true);
  const tallies = new Map<string, Tally>();

  /** The tally of `key`, last used now (the oldest are forgotten first). */
  const touch = (key: string, tally: Tally): Tally => {
    tallies.delete(key);
    tallies.set(key, tally);
    if (tallies.size > MAX_KEYS) tallies.delete(tallies.keys().next().value as string);
    return tally;
  };

  const live = (key: string): Tally | undefined => {
    const tally = tallies.get(key);
    if (tally && tally.resetAt <= now()) {
      tallies.delete(key);
      return undefined;
    }
    return tally;
  };

  /** What Redis answered for `key`; attempts not yet told to it stay on top. */
  const remember = (key: string, answer: RateLimiterRes): Tally => {
    const tally = live(key) ?? { consumed: 0, unsynced: 0, resetAt: 0 };
    tally.consumed = answer.consumedPoints;
    tally.resetAt = now() + answer.msBeforeNext;
    return touch(key, tally);
  };

  let flushing: Promise<void> | undefined;
  /** Adds every key's unsynced attempts to Redis, one pass at a time; stops at the first failure. */
  const flush = (): Promise<void> =>
    (flushing ??= (async () => {
      try {
        for (const [key, tally] of [...tallies]) {
          if (tally.unsynced === 0 || live(key) === undefined) continue;
          const points = tally.unsynced;
          tally.unsynced -= points;
          const merged = await shared.penalty(key, points).catch(() => undefined);
          if (merged === undefined) {
            tally.unsynced += points;
            return;
          }
          tally.consumed = merged.consumedPoints;
          tally.resetAt = now() + merged.msBeforeNext;
        }
      } finally {
        flushing = undefined;
      }
    })());

  const countHere = (key: string): RateLimitDecision => {
    const tally = touch(key, live(key) ?? { consumed: 0, unsynced: 0, resetAt: now() + policy.windowSeconds * 1000 });
    tally.unsynced++;
    return decision(tally.consumed + tally.unsynced, tally.resetAt - now(), policy);
  };

  return {
    async consume(key) {
      if (!reachable()) return countHere(key);
      let answer: RateLimiterRes;
      try {
        answer = await shared.consume(key);
      } catch (rejection) {
        // The library rejects with a RateLimiterRes when over the limit, and with an Error when the store fails.
        if (!(rejection instanceof RateLimiterRes)) return countHere(key);
        answer = rejection;
      }
      const tally = remember(key, answer);
      if ([...tallies.values()].some((other) => other.unsynced > 0)) await flush();
      // What Redis has not been told yet (it failed again meanwhile) still counts here.
      return decision(tally.consumed + tally.unsynced, tally.resetAt - now(), policy);
    },

    async peek(key) {
      const tally = live(key);
      let answer: RateLimiterRes | null;
      try {
        if (!reachable()) throw new Error("Redis is not reachable");
        answer = await shared.get(key);
      } catch {
        if (tally === undefined) return null;
        return decision(tally.consumed + tally.unsynced, tally.resetAt - now(), policy, 1);
      }
      const unsynced = tally?.unsynced ?? 0;
      if (answer === null && unsynced === 0) return null;
      const consumed = (answer?.consumedPoints ?? 0) + unsynced;
      const msBeforeNext = answer?.msBeforeNext ?? (tally ? tally.resetAt - now() : 0);
      return decision(consumed, msBeforeNext, policy, 1);
    },

    async reset(key) {
      tallies.delete(key);
      // As before this limiter counted locally: a reset Redis cannot take is not the caller's failure.
      await shared.delete(key).catch(() => undefined);
    },
  };
}
