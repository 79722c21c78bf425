import type { Cache, LeasePool } from "@cx/cache";
import type { Logger } from "@cx/logger";

export interface StreamLimits {
  /** `STREAMS_PER_CALLER`: open streams of one credential (an API key or a session). */
  perCaller: number;
  /** `STREAMS_PER_WORKSPACE`: open streams in one workspace, whoever opened them. */
  perWorkspace: number;
}

/**
 * How long a stream's places outlive the last renewal: the places of a gateway process that died
 * are free again after this, without anyone releasing them.
 */
export const STREAM_LEASE_TTL_MS = 30_000;

export interface StreamLease {
  /** Gives the stream's places back; once, however often it is called. */
  release(): void;
}

/**
 * The places of open streams, counted in the cache so that every gateway replica sees the same
 * counts: one lease per stream in its credential's pool and in its workspace's pool, renewed by
 * one timer for all the streams of this process while they stay open. When the cache cannot be
 * reached the process counts its own streams against the same limits, so a cache outage neither
 * refuses every stream nor lifts the limits.
 */
export class StreamLeases {
  private readonly held = new Map<string, string[]>();
  private readonly local = new Map<string, number>();
  private renewal: ReturnType<typeof setInterval> | undefined;
  private sequence = 0;
  private readonly processId = Bun.randomUUIDv7();

  constructor(
    private readonly cache: Cache,
    private readonly limits: StreamLimits,
    private readonly logger: Logger,
    private readonly ttlMs = STREAM_LEASE_TTL_MS,
  ) {}

  /** Takes a place for a stream of `credential` in `workspaceId`; null when a limit is reached. */
  async acquire(credential: string, workspaceId: string): Promise<StreamLease | null> {
    const pools: LeasePool[] = [
      { name: `streams:credential:${credential}`, limit: this.limits.perCaller },
      { name: `streams:workspace:${workspaceId}`, limit: this.limits.perWorkspace },
    ];
    const lease = `${this.processId}:${++this.sequence}`;
    let taken: boolean;
    try {
      taken = await this.cache.acquireLeases(lease, pools, this.ttlMs);
    } catch (error) {
      this.logger.warn({ err: error }, "stream limits counted by this process alone: the cache did not answer");
      taken = pools.every((pool) => (this.local.get(pool.name) ?? 0) < pool.limit);
    }
    if (!taken) return null;
    const names = pools.map((pool) => pool.name);
    for (const name of names) this.local.set(name, (this.local.get(name) ?? 0) + 1);
    this.held.set(lease, names);
    this.startRenewing();
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.held.delete(lease);
        for (const name of names) {
          const left = (this.local.get(name) ?? 1) - 1;
          if (left > 0) this.local.set(name, left);
          else this.local.delete(name);
        }
        if (this.held.size === 0) this.stopRenewing();
        // A place not given back lapses with its lease.
        this.cache.releaseLeases(lease, names).catch((error: unknown) => {
          this.logger.debug({ err: error }, "a stream's places will lapse instead of being released");
        });
      },
    };
  }

  /** Streams this process holds places for. */
  get size(): number {
    return this.held.size;
  }

  stop(): void {
    this.stopRenewing();
  }

  private startRenewing(): void {
    if (this.renewal) return;
    this.renewal = setInterval(() => this.renew(), Math.max(1, Math.floor(this.ttlMs / 3)));
    this.renewal.unref();
  }

  private stopRenewing(): void {
    clearInterval(this.renewal);
    this.renewal = undefined;
  }

  private renew(): void {
    for (const [lease, names] of this.held) {
      this.cache.renewLeases(lease, names, this.ttlMs).catch((error: unknown) => {
        this.logger.debug({ err: error }, "a stream's places could not be renewed");
      });
    }
  }
}
