/**
 * The testing service's jobs (`@cx/jobs`, `docs/decisions/job-runner.md`): each declared once
 * with its message, lease, attempts, back-off, concurrency, where its state lives and its handler.
 * The `testing-worker` target executes them.
 */
import { EventSchemas, type RunRequestedEvent, Topics } from "@cx/contracts";
import type { LeasedJob } from "@cx/jobs";
import { executeRun } from "./app/execute-run.ts";
import type { TestingPorts } from "./app/ports.ts";
import type { RunExecutor } from "./app/run-execution.ts";
import { RunJobDocuments } from "./app/run-jobs.ts";
import type { RunDocument } from "./store/run-documents.ts";

/** Executions of one run before it fails with `runtime_error` (extension spec part 3.1). */
export const MAX_RUN_ATTEMPTS = 3;

/** The catalog's jobs as the README lists them under the worker target (`platform/job-catalogs.test.ts`). */
export const TESTING_JOBS = [`test-run (${Topics.TESTING_RUN_REQUESTED})`] as const;

/**
 * `test-run`: one job per run; `TEST_RUN_CONCURRENCY` at a time per process, competing with every
 * other testing process. The run counts its own attempts (a job sent again by the sweeper is a
 * new message), so the bus may deliver one message more often than that.
 */
export function testRunJob(deps: TestingPorts, executor: RunExecutor): LeasedJob<RunRequestedEvent, RunDocument> {
  return {
    name: "test-run",
    topic: Topics.TESTING_RUN_REQUESTED,
    group: "testing-run-workers",
    schema: EventSchemas[Topics.TESTING_RUN_REQUESTED],
    leaseMs: deps.runSettings.leaseMs,
    maxAttempts: MAX_RUN_ATTEMPTS,
    backOff: { retryDelayMs: 1000, deliveries: 10 },
    concurrency: deps.runSettings.concurrency,
    sweepIntervalMs: deps.runSettings.sweepIntervalMs,
    documents: new RunJobDocuments(deps),
    handle: executeRun(deps, executor),
  };
}

export function testingJobs(deps: TestingPorts, executor: RunExecutor): LeasedJob<RunRequestedEvent, RunDocument>[] {
  return [testRunJob(deps, executor)];
}
