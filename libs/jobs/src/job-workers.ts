import type { MessageBus, Subscription } from "@cx/bus";
import type { PeriodicTask } from "@cx/leases";
import type { Logger } from "@cx/logger";
import { JobRunner } from "./job-runner.ts";
import { JobSweeper } from "./job-sweeper.ts";
import type { LeasedJob } from "./leased-job.ts";

export interface JobWorkers {
  consumers: Subscription[];
  /** Stops the sweepers (the consumers are stopped by whoever holds them). */
  stop(): Promise<void>;
}

/** A worker target's jobs: one runner subscribed and one sweeper started per kind of its catalog. */
export async function startJobWorkers(
  bus: MessageBus,
  // biome-ignore lint/suspicious/noExplicitAny: a catalog holds kinds of different payloads
  catalog: readonly LeasedJob<any, any>[],
  options: { logger: Logger; clock?: () => Date },
): Promise<JobWorkers> {
  const consumers: Subscription[] = [];
  const sweepers: PeriodicTask[] = [];
  for (const kind of catalog) {
    consumers.push(await new JobRunner(kind, options).subscribe(bus));
    sweepers.push(new JobSweeper(kind, bus, options).start());
  }
  return {
    consumers,
    stop: async () => {
      await Promise.all(sweepers.map((sweeper) => sweeper.stop()));
    },
  };
}

/** What `--print-targets` and the docs say of a kind: its message and its settings. */
export function describeJob(kind: LeasedJob<unknown, unknown>): string {
  return `${kind.name} (${kind.topic}; lease ${kind.leaseMs} ms, ${kind.maxAttempts} attempts, ${kind.concurrency} at a time)`;
}
