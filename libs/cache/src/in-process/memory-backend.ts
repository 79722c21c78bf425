import { RateLimiterMemory } from "rate-limiter-flexible";
import { PolicyRegistry } from "../flexible-limiter.ts";
import type { CounterWindow, LeasePool, RateLimitPolicy } from "../port.ts";

interface Entry {
  value: string;
  /** Epoch ms; null means no expiry. */
  expiresAt: number | null;
}

interface Subscription {
  handler: (message: string) => void;
  onError: (error: unknown) => void;
  /** The cache that subscribed: a publish counts caches, as Redis counts subscriber connections. */
  subscriber: object;
}

export interface MemoryBackendOptions {
  /** How often expired entries nobody reads are purged. */
  sweepIntervalMs?: number;
}

const INTEGER = /^-?\d+$/;

/**
 * The in-process stand-in for a Redis server: caches created over the same backend see each other's
 * values, counters, messages and rate-limit counts, the way replicas sharing one Redis do.
 */
export class MemoryBackend {
  readonly #entries = new Map<string, Entry>();
  readonly #channels = new Map<string, Set<Subscription>>();
  /** Lease pools: each lease's expiry (epoch ms) by its name. */
  readonly #pools = new Map<string, Map<string, number>>();
  readonly #limiters = new PolicyRegistry<RateLimiterMemory>();
  readonly #sweepIntervalMs: number;
  #sweepTimer: ReturnType<typeof setInterval> | undefined;
  #attached = 0;

  constructor({ sweepIntervalMs = 30_000 }: MemoryBackendOptions = {}) {
    this.#sweepIntervalMs = sweepIntervalMs;
  }

  /** Entries held, including expired ones not yet purged. */
  get size(): number {
    return this.#entries.size;
  }

  get sweeping(): boolean {
    return this.#sweepTimer !== undefined;
  }

  /** Sweeps only while some cache uses the backend, so an idle backend holds no timer. */
  attach(): () => void {
    this.#attached += 1;
    if (this.#sweepTimer === undefined) {
      this.#sweepTimer = setInterval(() => this.sweep(), this.#sweepIntervalMs);
      // Housekeeping must not keep a finished process alive.
      this.#sweepTimer.unref();
    }
    let detached = false;
    return () => {
      if (detached) return;
      detached = true;
      this.#attached -= 1;
      if (this.#attached === 0 && this.#sweepTimer !== undefined) {
        clearInterval(this.#sweepTimer);
        this.#sweepTimer = undefined;
      }
    };
  }

  sweep(now = Date.now()): void {
    for (const [key, entry] of this.#entries) {
      if (isExpired(entry, now)) this.#entries.delete(key);
    }
    for (const [name, leases] of this.#pools) {
      for (const [lease, expiresAt] of leases) if (expiresAt <= now) leases.delete(lease);
      if (leases.size === 0) this.#pools.delete(name);
    }
  }

  get(key: string): string | null {
    return this.#live(key, Date.now())?.value ?? null;
  }

  set(key: string, value: string, ttlMs?: number): void {
    this.#entries.set(key, { value, expiresAt: ttlMs === undefined ? null : Date.now() + ttlMs });
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  /** Mirrors the Redis script: the expiry is set only when the key has none, so it is never extended. */
  incrementWindow(key: string, windowMs: number): CounterWindow {
    const now = Date.now();
    const entry = this.#live(key, now);
    if (entry === undefined) {
      this.#entries.set(key, { value: "1", expiresAt: now + windowMs });
      return { count: 1, resetInMs: windowMs };
    }
    if (!INTEGER.test(entry.value)) throw new Error("value is not an integer");
    const count = Number(entry.value) + 1;
    entry.value = String(count);
    entry.expiresAt ??= now + windowMs;
    return { count, resetInMs: entry.expiresAt - now };
  }

  subscribe(
    channel: string,
    handler: (message: string) => void,
    onError: (error: unknown) => void,
    subscriber: object = {},
  ): () => void {
    let subscriptions = this.#channels.get(channel);
    if (subscriptions === undefined) {
      subscriptions = new Set();
      this.#channels.set(channel, subscriptions);
    }
    const subscription: Subscription = { handler, onError, subscriber };
    subscriptions.add(subscription);
    const owner = subscriptions;
    return () => {
      owner.delete(subscription);
      if (owner.size === 0 && this.#channels.get(channel) === owner) this.#channels.delete(channel);
    };
  }

  /**
   * Picks the recipients now but delivers on a later microtask, like a network hop: a publisher never runs
   * subscriber code inside its own call, and a subscription removed before delivery receives nothing.
   */
  publish(channel: string, message: string): number {
    const subscriptions = this.#channels.get(channel);
    if (subscriptions === undefined) return 0;
    for (const subscription of [...subscriptions]) {
      queueMicrotask(() => {
        if (!subscriptions.has(subscription)) return;
        try {
          subscription.handler(message);
        } catch (error) {
          subscription.onError(error);
        }
      });
    }
    return new Set([...subscriptions].map((subscription) => subscription.subscriber)).size;
  }

  /** Mirrors the Redis script: every pool is checked before any is written. */
  acquireLeases(lease: string, pools: readonly LeasePool[], ttlMs: number): boolean {
    const now = Date.now();
    const held = pools.map((pool) => this.#pool(pool.name, now));
    for (const [i, leases] of held.entries()) {
      if (!leases.has(lease) && leases.size >= (pools[i] as LeasePool).limit) return false;
    }
    for (const leases of held) leases.set(lease, now + ttlMs);
    return true;
  }

  renewLeases(lease: string, pools: readonly string[], ttlMs: number): void {
    const now = Date.now();
    for (const name of pools) {
      const leases = this.#pool(name, now);
      if (leases.has(lease)) leases.set(lease, now + ttlMs);
    }
  }

  releaseLeases(lease: string, pools: readonly string[]): void {
    for (const name of pools) {
      const leases = this.#pools.get(name);
      leases?.delete(lease);
      if (leases?.size === 0) this.#pools.delete(name);
    }
  }

  /** Limiters are shared per policy name because RateLimiterMemory keeps its counts inside the instance. */
  limiter(keyPrefix: string, policy: RateLimitPolicy): RateLimiterMemory {
    return this.#limiters.resolve(
      keyPrefix,
      policy,
      () => new RateLimiterMemory({ keyPrefix, points: policy.points, duration: policy.windowSeconds }),
    );
  }

  /** The pool's unexpired leases, made when missing. */
  #pool(name: string, now: number): Map<string, number> {
    let leases = this.#pools.get(name);
    if (leases === undefined) {
      leases = new Map();
      this.#pools.set(name, leases);
    }
    for (const [lease, expiresAt] of leases) if (expiresAt <= now) leases.delete(lease);
    return leases;
  }

  /** Returns the entry if present and unexpired, dropping it if it has expired. */
  #live(key: string, now: number): Entry | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    if (isExpired(entry, now)) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }
}

function isExpired(entry: Entry, now: number): boolean {
  return entry.expiresAt !== null && entry.expiresAt <= now;
}

export function createMemoryBackend(options?: MemoryBackendOptions): MemoryBackend {
  return new MemoryBackend(options);
}
