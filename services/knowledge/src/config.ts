import { defineSlice } from "@cx/config";
import { llmConfig } from "@cx/llm";
import { Type } from "@sinclair/typebox";

/** Settings of the knowledge service (the shared infrastructure has its own slices); embeddings use the model settings. */
export const knowledgeConfig = defineSlice({
  ...llmConfig,
  fetchTimeoutMs: {
    env: "KNOWLEDGE_FETCH_TIMEOUT_MS",
    schema: Type.Integer({ minimum: 100, maximum: 20000 }),
    default: 20000,
    description: "Total time allowed to fetch a URL, redirects included (20 s at most, as the specification requires).",
  },
  indexingLeaseMs: {
    env: "KNOWLEDGE_INDEXING_LEASE_MS",
    schema: Type.Integer({ minimum: 1000 }),
    default: 60000,
    description: "How long an indexing worker owns a document without renewing before another may take it over.",
  },
  indexingMaxRuns: {
    env: "KNOWLEDGE_INDEXING_MAX_RUNS",
    schema: Type.Integer({ minimum: 1, maximum: 20 }),
    default: 3,
    description: "Indexing runs of one document (failed or interrupted) before it is marked failed.",
  },
  sweepIntervalMs: {
    env: "KNOWLEDGE_SWEEP_INTERVAL_MS",
    schema: Type.Integer({ minimum: 100 }),
    default: 15000,
    description: "How often stuck or lost indexing jobs are looked for.",
  },
  pendingRequeueMs: {
    env: "KNOWLEDGE_PENDING_REQUEUE_MS",
    schema: Type.Integer({ minimum: 1000 }),
    default: 300000,
    description: "A pending document whose job has waited this long is queued again.",
  },
});
