import { promiseOf } from "@cx/tracing";

/** Counts requests being handled, so that shutdown can wait for them to finish. */
export class InFlight {
  private count = 0;
  private waiters: (() => void)[] = [];

  get size(): number {
    return this.count;
  }

  track<T>(work: () => Promise<T>): Promise<T> {
    this.count++;
    // Two reactions rather than `finally`, which makes a promise and a closure more per request.
    return promiseOf(work).then(
      (value) => {
        this.done();
        return value;
      },
      (error: unknown) => {
        this.done();
        throw error;
      },
    );
  }

  private done(): void {
    this.count--;
    // Checked first: `splice` makes a new array even when there is nothing to take out, and the
    // count comes back to zero after most requests of a quiet process.
    if (this.count === 0 && this.waiters.length > 0) for (const wake of this.waiters.splice(0)) wake();
  }

  /** Resolves true when nothing is in flight, false when `timeoutMs` passed first. */
  idle(timeoutMs: number): Promise<boolean> {
    if (this.count === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }
}
