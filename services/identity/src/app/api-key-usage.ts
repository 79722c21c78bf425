import type { Cache } from "@cx/cache";
import type { Logger } from "@cx/logger";
import { asWorkspaceId } from "../domain/ids.ts";
import type { ApiKeysRepository } from "../store/api-keys-repository.ts";

const DEFAULT_FLUSH_INTERVAL_MS = 60_000;
/** Long enough that a value outlives many missed flushes; lists read it until it is stored. */
const LAST_USED_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const lastUsedKey = (keyId: string) => `identity:api-key:last-used:${keyId}`;
const flushClaimKey = (keyId: string) => `identity:api-key:flush-claim:${keyId}`;

/**
 * `last_used_at` without a store write per request: each use is written to the shared cache, and
 * a timer writes it to the store at most about once per interval per key. The interval is claimed
 * through a cache counter so that, with several replicas, one of them writes per interval; the
 * others keep the key pending and try again next time. Lists merge the cached value.
 */
export class ApiKeyUsage {
  private readonly cache: Cache;
  private readonly apiKeys: ApiKeysRepository;
  private readonly logger: Logger;
  private readonly clock: () => Date;
  readonly flushIntervalMs: number;
  /** Keys used through this replica since their last flush: key id → workspace id. */
  private readonly pending = new Map<string, string>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private flushing: Promise<void> | undefined;

  constructor(options: {
    cache: Cache;
    apiKeys: ApiKeysRepository;
    logger: Logger;
    clock: () => Date;
    flushIntervalMs?: number | undefined;
  }) {
    this.cache = options.cache;
    this.apiKeys = options.apiKeys;
    this.logger = options.logger;
    this.clock = options.clock;
    this.flushIntervalMs = options.flushIntervalMs ?? DEFAULT_FLUSH_INTERVAL_MS;
  }

  async record(keyId: string, workspaceId: string): Promise<void> {
    await this.cache.set(lastUsedKey(keyId), this.clock().toISOString(), LAST_USED_TTL_MS);
    this.pending.set(keyId, workspaceId);
  }

  /** The latest of the stored time and the cached one, per key. */
  async merge(keys: readonly { id: string; lastUsedAt: string | null }[]): Promise<Map<string, string | null>> {
    const merged = new Map<string, string | null>();
    await Promise.all(
      keys.map(async (key) => {
        const cached = await this.cache.get(lastUsedKey(key.id)).catch(() => null);
        merged.set(key.id, latest(key.lastUsedAt, cached));
      }),
    );
    return merged;
  }

  /** `force` skips the per-interval claim (used on shutdown, so nothing pending is lost). */
  flush(force = false): Promise<void> {
    // One flush at a time: a slow store must not stack timer callbacks.
    this.flushing ??= this.flushPending(force).finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), this.flushIntervalMs);
    this.timer.unref?.();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flushing;
    await this.flush(true);
  }

  private async flushPending(force: boolean): Promise<void> {
    for (const [keyId, workspaceId] of [...this.pending]) {
      try {
        if (!force) {
          // A little shorter than the interval, so timer drift does not make a key skip a tick.
          const claim = await this.cache.incrementWindow(flushClaimKey(keyId), Math.ceil(this.flushIntervalMs * 0.9));
          if (claim.count > 1) continue;
        }
        this.pending.delete(keyId);
        const at = await this.cache.get(lastUsedKey(keyId));
        if (at) await this.apiKeys.recordLastUse(asWorkspaceId(workspaceId), keyId, at);
      } catch (error) {
        this.pending.set(keyId, workspaceId);
        this.logger.warn({ err: error, keyId }, "API key usage could not be flushed");
      }
    }
  }
}

function latest(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return a >= b ? a : b;
}
