/** The reason a watched signal aborts with when its extraction took more memory than allowed. */
const MEMORY_LIMIT_EXCEEDED = Symbol("memory limit exceeded");

export interface MemoryWatchOptions {
  /** How much the process may grow while one extraction runs. */
  limitBytes: number;
  /** How many extractions run at once at most (the pool's threads); each may take the limit. */
  concurrency: number;
  /** How often the process's memory is looked at while something is watched. */
  intervalMs?: number;
  /** The process's resident memory in bytes (replaced in tests). */
  residentBytes?: () => number;
}

export interface WatchedRun {
  /** Aborts, with `MEMORY_LIMIT_EXCEEDED`, once the process has grown past the limit. */
  signal: AbortSignal;
  release(): void;
}

/**
 * Bun accepts but ignores the `resourceLimits` of a worker thread (oven-sh/bun#31411): a thread
 * parsing a hostile page grows until the whole process runs out of memory (10 MB of HTML took
 * 1.9 GB). So the pool watches the process itself: an extraction during which the resident
 * memory has grown past the limit is stopped, which ends its thread and gives the memory back.
 * Only the whole process can be measured: with several extractions at once the allowance is the
 * limit times their number (at most `concurrency`), and a hostile one may take a neighbour down
 * with it, which errs towards the process staying up.
 */
export class MemoryWatch {
  private readonly runs = new Map<AbortController, number>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly intervalMs: number;
  private readonly residentBytes: () => number;
  private lastSample: { bytes: number; at: number } | undefined;

  constructor(private readonly options: MemoryWatchOptions) {
    this.intervalMs = options.intervalMs ?? 100;
    this.residentBytes = options.residentBytes ?? (() => process.memoryUsage.rss());
  }

  watch(): WatchedRun {
    const controller = new AbortController();
    // Reading the resident size takes a system call; one taken within the interval is as good.
    this.runs.set(controller, this.recentResidentBytes());
    if (!this.timer) {
      this.timer = setInterval(() => this.check(), this.intervalMs);
      this.timer.unref?.();
    }
    return { signal: controller.signal, release: () => this.release(controller) };
  }

  private check(): void {
    const now = this.sampleResidentBytes();
    const allowance = this.options.limitBytes * Math.min(this.runs.size, this.options.concurrency);
    for (const [controller, before] of this.runs) {
      if (now - before > allowance) {
        controller.abort(MEMORY_LIMIT_EXCEEDED);
        this.release(controller);
      }
    }
  }

  private sampleResidentBytes(): number {
    this.lastSample = { bytes: this.residentBytes(), at: performance.now() };
    return this.lastSample.bytes;
  }

  private recentResidentBytes(): number {
    const last = this.lastSample;
    return last && performance.now() - last.at < this.intervalMs ? last.bytes : this.sampleResidentBytes();
  }

  private release(controller: AbortController): void {
    this.runs.delete(controller);
    if (this.runs.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }
}
