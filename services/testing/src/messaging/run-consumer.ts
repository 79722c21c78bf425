import type { MessageBus, Subscription } from "@cx/bus";
import { EventSchemas, type RunRequestedEvent, Topics } from "@cx/contracts";
import type { Logger } from "@cx/logger";
import { Value } from "@sinclair/typebox/value";
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
  return bus.subscribe(
    {
      group: RUN_WORKERS_GROUP,
      topics: [Topics.TESTING_RUN_REQUESTED],
      prefetch: settings.concurrency,
      maxAttempts: 10,
      retryDelayMs: settings.retryDelayMs ?? 1000,
    },
    async (message) => {
      if (!Value.Check(EventSchemas[Topics.TESTING_RUN_REQUESTED], message.payload)) {
        logger.error({ messageId: message.id }, "dropping a run job that does not match its contract");
        return;
      }
      await worker.handle(message.payload as RunRequestedEvent);
    },
  );
}
