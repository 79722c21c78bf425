import type { Logger } from "@cx/logger";
import type { WorkspaceId } from "../domain/ids.ts";

/** How often this process looks for run changes made by other processes (a separate worker). */
export const LIVE_POLL_MS = 100;

/** How far each invocation's runs may be shown now (`RunStamps.visibleUpTo`); a missing id is gone. */
export interface InvocationProgress {
  visibleUpTo(ws: WorkspaceId, invocationIds: string[]): Promise<Map<string, number>>;
}

/** Why a wait ended: a run changed (or may have), nothing happened for a while, or the stream stopped. */
export type Wake = "changed" | "quiet" | "stopped";

interface Waiter {
  ws: WorkspaceId;
  shownUpTo: number;
  wake(reason: Wake): void;
}

/**
 * Wakes the live-update streams of this process when a run of their invocation changes. A change
 * made in this process wakes them at once (`notify`). One made by another process is found by a
 * single poll for the whole process, however many streams wait: every `LIVE_POLL_MS` it reads how
 * far each watched invocation's runs may be shown, in one query per workspace, and wakes the
 * streams that have shown less. Every change of a run moves that point (it takes a later stamp of
 * the invocation's clock, see `RunStamps`), so a waiting stream costs no reads of its own.
 */
export class StreamWakeups {
  private readonly waiting = new Map<string, Set<Waiter>>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private polling = false;

  constructor(
    private readonly invocations: InvocationProgress,
    private readonly logger?: Logger,
    private readonly pollMs = LIVE_POLL_MS,
  ) {}

  notify(invocationId: string): void {
    for (const waiter of [...(this.waiting.get(invocationId) ?? [])]) waiter.wake("changed");
  }

  /**
   * Resolves once the invocation's runs may be shown past `shownUpTo` (what the stream has read up
   * to), when a run of it changes here, after `ms` without either, or when `signal` aborts.
   */
  wait(ws: WorkspaceId, invocationId: string, shownUpTo: number, ms: number, signal?: AbortSignal): Promise<Wake> {
    if (signal?.aborted) return Promise.resolve("stopped");
    return new Promise((resolve) => {
      let waiters = this.waiting.get(invocationId);
      if (!waiters) {
        waiters = new Set();
        this.waiting.set(invocationId, waiters);
      }
      const owner = waiters;
      const stopped = () => waiter.wake("stopped");
      const waiter: Waiter = {
        ws,
        shownUpTo,
        wake: (reason) => {
          clearTimeout(timer);
          signal?.removeEventListener("abort", stopped);
          owner.delete(waiter);
          if (owner.size === 0 && this.waiting.get(invocationId) === owner) this.waiting.delete(invocationId);
          resolve(reason);
        },
      };
      const timer = setTimeout(() => waiter.wake("quiet"), ms);
      signal?.addEventListener("abort", stopped, { once: true });
      waiters.add(waiter);
      this.schedule();
    });
  }

  /** Streams waiting, for the tests. */
  get waiters(): number {
    let count = 0;
    for (const waiters of this.waiting.values()) count += waiters.size;
    return count;
  }

  /** One look at every watched invocation, waking the streams whose invocation moved on. */
  async poll(): Promise<void> {
    const byWorkspace = new Map<WorkspaceId, string[]>();
    for (const [invocationId, waiters] of this.waiting) {
      const ws = [...waiters][0]?.ws;
      if (ws === undefined) continue;
      const ids = byWorkspace.get(ws);
      if (ids) ids.push(invocationId);
      else byWorkspace.set(ws, [invocationId]);
    }
    for (const [ws, ids] of byWorkspace) {
      let progress: Map<string, number>;
      try {
        progress = await this.invocations.visibleUpTo(ws, ids);
      } catch (error) {
        this.logger?.warn({ err: error }, "live updates could not look for run changes");
        continue;
      }
      for (const id of ids) {
        const upTo = progress.get(id) ?? Number.POSITIVE_INFINITY;
        for (const waiter of [...(this.waiting.get(id) ?? [])]) {
          if (waiter.ws === ws && upTo > waiter.shownUpTo) waiter.wake("changed");
        }
      }
    }
  }

  private schedule(): void {
    if (this.timer || this.polling) return;
    this.timer = setTimeout(async () => {
      this.timer = undefined;
      this.polling = true;
      try {
        await this.poll();
      } finally {
        this.polling = false;
        if (this.waiting.size > 0) this.schedule();
      }
    }, this.pollMs);
    this.timer.unref?.();
  }
}
