/**
 * Runs `task` every `intervalMs`, never two at once in this process (a slow pass delays the next
 * instead of overlapping it). A failing pass is reported and the next one tried as usual. For
 * sweepers: each replica runs its own, and their writes are conditional, so one wins each item.
 */
export interface Periodic {
  /** Stops the timer and waits for a pass in progress. */
  stop(): Promise<void>;
}

export function startPeriodic(
  intervalMs: number,
  task: () => Promise<unknown>,
  onError: (error: unknown) => void,
): Periodic {
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
  };
}
