/**
 * The agents service's jobs (`@cx/jobs`, `docs/decisions/job-runner.md`): each declared once
 * with its message, lease, attempts, back-off, concurrency, where its state lives and its handler.
 * The `agents` target executes them (the service has no worker target: its jobs are light).
 */
import { EventSchemas, type RollbackCheckRequestedEvent, Topics } from "@cx/contracts";
import type { LeasedJob } from "@cx/jobs";
import type { AgentsContext } from "./app/context.ts";
import {
  executeRollbackCheck,
  RollbackCheckJobDocuments,
  type RollbackCheckSettings,
} from "./app/rollback-check-jobs.ts";
import type { BranchOutcomeDoc } from "./store/branch-outcomes-repository.ts";

export type { RollbackCheckSettings } from "./app/rollback-check-jobs.ts";

/** The catalog's jobs as the README lists them under the target (`platform/job-catalogs.test.ts`). */
export const AGENTS_JOBS = [`rollback-check (${Topics.AGENTS_ROLLBACK_CHECK_REQUESTED})`] as const;

/**
 * `rollback-check`: one job per recorded outcome of a routed conversation (extension spec part
 * 11); `AGENTS_ROLLBACK_LEASE_MS` and `AGENTS_ROLLBACK_MAX_RUNS`. A check is a few reads and at
 * most one conditional write, so several run at once; those of one branch coalesce.
 */
export function rollbackCheckJob(
  ctx: AgentsContext,
  settings: RollbackCheckSettings,
): LeasedJob<RollbackCheckRequestedEvent, BranchOutcomeDoc> {
  return {
    name: "rollback-check",
    topic: Topics.AGENTS_ROLLBACK_CHECK_REQUESTED,
    group: "agents-rollback-checks",
    schema: EventSchemas[Topics.AGENTS_ROLLBACK_CHECK_REQUESTED],
    leaseMs: settings.leaseMs,
    maxAttempts: settings.maxRuns,
    backOff: { retryDelayMs: 1000, deliveries: 5 },
    concurrency: 4,
    sweepIntervalMs: settings.sweepIntervalMs,
    documents: new RollbackCheckJobDocuments(ctx, settings),
    handle: async (execution) => {
      await executeRollbackCheck(ctx, execution);
    },
  };
}

export function agentsJobs(
  ctx: AgentsContext,
  settings: RollbackCheckSettings,
): LeasedJob<RollbackCheckRequestedEvent, BranchOutcomeDoc>[] {
  return [rollbackCheckJob(ctx, settings)];
}
