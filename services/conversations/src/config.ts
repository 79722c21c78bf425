import { defineSlice } from "@cx/config";
import { Type } from "@sinclair/typebox";

/** Settings of the conversations service alone (the shared infrastructure and the model port have their own slices). */
export const conversationsConfig = defineSlice({
  turnLeaseMs: {
    env: "CONVERSATIONS_TURN_LEASE_MS",
    schema: Type.Integer({ minimum: 1000 }),
    default: 60000,
    description:
      "How long a message's turn owns its conversation without renewing (it renews every third of it); a turn of a dead replica frees the conversation after it.",
  },
  analysisLeaseMs: {
    env: "CONVERSATIONS_ANALYSIS_LEASE_MS",
    schema: Type.Integer({ minimum: 300 }),
    default: 30000,
    description:
      "How long an analysis worker owns a job without renewing (it renews every third of it) before another may take it over.",
  },
  analysisMaxRuns: {
    env: "CONVERSATIONS_ANALYSIS_MAX_RUNS",
    schema: Type.Integer({ minimum: 1, maximum: 20 }),
    default: 3,
    description: "Analysis runs of one conversation (interrupted ones included) before the analysis is marked failed.",
  },
  analysisConcurrency: {
    env: "CONVERSATIONS_ANALYSIS_CONCURRENCY",
    schema: Type.Integer({ minimum: 1, maximum: 64 }),
    default: 4,
    description: "Analyses one worker process runs at once.",
  },
  sweepIntervalMs: {
    env: "CONVERSATIONS_SWEEP_INTERVAL_MS",
    schema: Type.Integer({ minimum: 100 }),
    default: 5000,
    description:
      "How often interrupted or lost analysis jobs are looked for; with the lease, bounds how long a dead worker's job waits.",
  },
  pendingRequeueMs: {
    env: "CONVERSATIONS_PENDING_REQUEUE_MS",
    schema: Type.Integer({ minimum: 1000 }),
    default: 60000,
    description: "A pending analysis whose job has waited this long is queued again.",
  },
});
