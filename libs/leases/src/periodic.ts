export interface PeriodicTask {
  /** Stops the timer and resolves once a run in progress has finished. */
  stop(): Promise<void>;
}

/**
 * Runs `task` every `intervalMs`, one run at a time (a slow run delays the next, never overlaps
 * it). A failing run is reported to `onError` and the task runs again next time: a sweeper that
 * guarantees jobs are never stuck must outlive any one failure of the store or the bus.
 */
export function startPeriodic(intervalMs: number, task: () => Promise<unknown>, onError: (error: unknown) => void) {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = task()
      .catch(onError)
      .finally(() => {
        busy = false;
      });
  }, intervalMs);
  timer.unref?.();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  } satisfies PeriodicTask;
}
