import type { Setting } from "@cx/config";
import { type TInteger, Type } from "@sinclair/typebox";

type IntegerSetting = Setting<TInteger> & { default: number };

export type LeasedJobSettings<W extends string> = {
  [K in `${W}LeaseMs` | `${W}MaxRuns` | "sweepIntervalMs" | "pendingRequeueMs"]: IntegerSetting;
};

/**
 * The settings of a service's leased jobs (`@cx/jobs`, read in its job catalog): how long a
 * worker owns a job without renewing, how many runs a job gets, how often the sweeper looks for
 * lapsed leases and lost jobs, and how long a pending job waits before it is queued again.
 * Services with such jobs name and bound them alike: `KNOWLEDGE` and `indexing` give
 * `KNOWLEDGE_INDEXING_LEASE_MS` (`indexingLeaseMs`), `KNOWLEDGE_INDEXING_MAX_RUNS`,
 * `KNOWLEDGE_SWEEP_INTERVAL_MS` and `KNOWLEDGE_PENDING_REQUEUE_MS`.
 */
export function leasedJobSettings<const W extends string>(options: {
  service: string;
  /** What a job does: in the keys, the variables and the descriptions. */
  work: W;
  /** What a job's outcome is recorded on, in the descriptions ("document"). */
  subject: string;
  leaseMs: number;
  pendingRequeueMs: number;
}): LeasedJobSettings<W> {
  const { service, work, subject } = options;
  const prefix = `${service}_${work.toUpperCase()}`;
  return {
    [`${work}LeaseMs`]: {
      env: `${prefix}_LEASE_MS`,
      schema: Type.Integer({ minimum: 300 }),
      default: options.leaseMs,
      description: `How long ${work} workers own a job without renewing it (they renew every third of it) before another may take it over.`,
    },
    [`${work}MaxRuns`]: {
      env: `${prefix}_MAX_RUNS`,
      schema: Type.Integer({ minimum: 1, maximum: 20 }),
      default: 3,
      description: `Runs of one ${work} job (failed or interrupted ones) before the ${subject} is marked failed.`,
    },
    sweepIntervalMs: {
      env: `${service}_SWEEP_INTERVAL_MS`,
      schema: Type.Integer({ minimum: 100 }),
      default: 5000,
      description: `How often lapsed or lost ${work} jobs are looked for; with the lease, bounds how long a dead worker's ${subject} waits.`,
    },
    pendingRequeueMs: {
      env: `${service}_PENDING_REQUEUE_MS`,
      schema: Type.Integer({ minimum: 1000 }),
      default: options.pendingRequeueMs,
      description: `A pending ${subject} whose job has waited this long is queued again.`,
    },
  } as LeasedJobSettings<W>;
}
