/**
 * The conversations service's jobs (`@cx/jobs`, `docs/decisions/job-runner.md`): each declared
 * once with its message, lease, attempts, back-off, concurrency, where its state lives and its
 * handler. The `conversations-worker` target executes them.
 */
import { type AnalysisRequestedEvent, EventSchemas, Topics } from "@cx/contracts";
import type { LeasedJob } from "@cx/jobs";
import { Analyst } from "./app/analysis.ts";
import { AnalysisJobDocuments } from "./app/analysis-jobs.ts";
import type { ConversationDeps } from "./app/deps.ts";
import type { ConversationRecord } from "./store/records.ts";

/** The catalog's jobs as the README lists them under the worker target (`platform/job-catalogs.test.ts`). */
export const CONVERSATIONS_JOBS = [`analysis (${Topics.CONVERSATIONS_ANALYSIS_REQUESTED})`] as const;

/**
 * `analysis`: one job per ended conversation (or re-run); `CONVERSATIONS_ANALYSIS_CONCURRENCY`
 * at a time per process, `CONVERSATIONS_ANALYSIS_LEASE_MS` and `CONVERSATIONS_ANALYSIS_MAX_RUNS`.
 */
export function analysisJob(
  deps: ConversationDeps,
  settings: { concurrency: number; sweepIntervalMs: number },
): LeasedJob<AnalysisRequestedEvent, ConversationRecord> {
  const analyst = new Analyst(deps);
  return {
    name: "analysis",
    topic: Topics.CONVERSATIONS_ANALYSIS_REQUESTED,
    group: "conversations-analysis",
    schema: EventSchemas[Topics.CONVERSATIONS_ANALYSIS_REQUESTED],
    leaseMs: deps.settings.analysisLeaseMs,
    maxAttempts: deps.settings.analysisMaxRuns,
    backOff: { retryDelayMs: 2000, deliveries: 5 },
    concurrency: settings.concurrency,
    sweepIntervalMs: settings.sweepIntervalMs,
    documents: new AnalysisJobDocuments(deps, analyst),
    handle: (execution) => analyst.execute(execution),
  };
}

export function conversationsJobs(
  deps: ConversationDeps,
  settings: { concurrency: number; sweepIntervalMs: number },
): LeasedJob<AnalysisRequestedEvent, ConversationRecord>[] {
  return [analysisJob(deps, settings)];
}
