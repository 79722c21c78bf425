/**
 * Wakes live-update streams of this process as soon as a run of their invocation changes here.
 * Writes made by another process (a separate worker) are found by the streams' own polling.
 */
export class RunChanges {
  private readonly waiting = new Map<string, Set<() => void>>();

  notify(invocationId: string): void {
    const wakers = this.waiting.get(invocationId);
    if (!wakers) return;
    this.waiting.delete(invocationId);
    for (const wake of wakers) wake();
  }

  /** Resolves when a run of the invocation changes here, after `ms`, or when `signal` aborts. */
  wait(invocationId: string, ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      let wakers = this.waiting.get(invocationId);
      if (!wakers) {
        wakers = new Set();
        this.waiting.set(invocationId, wakers);
      }
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", done);
        wakers.delete(done);
        if (wakers.size === 0 && this.waiting.get(invocationId) === wakers) this.waiting.delete(invocationId);
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal?.addEventListener("abort", done, { once: true });
      wakers.add(done);
    });
  }
}
