import { type MessageBus, type Subscription, subscribeEvents } from "@cx/bus";
import { Topics } from "@cx/contracts";
import type { Logger } from "@cx/logger";
import type { RunWorker } from "../app/run-worker.ts";

/** Workers of every testing process compete for run jobs in this group. */
export const RUN_WORKERS_GROUP = "testing-run-workers";

/**
 * One job per run; `concurrency` runs at a time in this process. The run counts its own attempts
 * (a job re-sent by the sweeper is a new message), so the bus may retry more often than that.
 */
export function subscribeRunWorker(
  bus: MessageBus,
  worker: RunWorker,
  settings: { concurrency: number; retryDelayMs?: number },
  logger: Logger,
): Promise<Subscription> {
  return subscribeEvents(
    bus,
    {
      group: RUN_WORKERS_GROUP,
      prefetch: settings.concurrency,
      maxAttempts: 10,
      retryDelayMs: settings.retryDelayMs ?? 1000,
    },
    { [Topics.TESTING_RUN_REQUESTED]: (job) => worker.handle(job) },
    logger,
  );
}
