import type { SubscribeOptions } from "./port.ts";
import { assertValidPattern } from "./topic-pattern.ts";

export type ResolvedSubscribeOptions = Required<SubscribeOptions>;

export const SUBSCRIBE_DEFAULTS = { prefetch: 10, maxAttempts: 5, retryDelayMs: 1000 } as const;

/** Applies the port's defaults and rejects options that would silently misbehave later. */
export function resolveSubscribeOptions(options: SubscribeOptions): ResolvedSubscribeOptions {
  const resolved: ResolvedSubscribeOptions = {
    group: options.group,
    topics: [...new Set(options.topics)],
    prefetch: options.prefetch ?? SUBSCRIBE_DEFAULTS.prefetch,
    maxAttempts: options.maxAttempts ?? SUBSCRIBE_DEFAULTS.maxAttempts,
    retryDelayMs: options.retryDelayMs ?? SUBSCRIBE_DEFAULTS.retryDelayMs,
  };
  if (!/^[\w.:-]{1,200}$/.test(resolved.group)) {
    throw new Error(`invalid consumer group "${resolved.group}": use 1-200 letters, digits, "_", "-", ".", ":"`);
  }
  if (resolved.topics.length === 0) throw new Error("subscribe needs at least one topic");
  resolved.topics.forEach(assertValidPattern);
  if (!Number.isInteger(resolved.prefetch) || resolved.prefetch < 1 || resolved.prefetch > 65535) {
    throw new Error(`invalid prefetch ${resolved.prefetch}: must be an integer in 1..65535`);
  }
  if (!Number.isInteger(resolved.maxAttempts) || resolved.maxAttempts < 1) {
    throw new Error(`invalid maxAttempts ${resolved.maxAttempts}: must be a positive integer`);
  }
  if (!Number.isFinite(resolved.retryDelayMs) || resolved.retryDelayMs < 0) {
    throw new Error(`invalid retryDelayMs ${resolved.retryDelayMs}: must be >= 0`);
  }
  return resolved;
}
