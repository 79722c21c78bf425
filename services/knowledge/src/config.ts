import { defineSlice } from "@cx/config";
import { Type } from "@sinclair/typebox";

/** Settings of the knowledge service; the infrastructure and the language-model port (embeddings) have their own slices. */
export const knowledgeConfig = defineSlice({
  fetchTimeoutMs: {
    env: "KNOWLEDGE_FETCH_TIMEOUT_MS",
    schema: Type.Integer({ minimum: 100, maximum: 20000 }),
    default: 20000,
    description: "Total time allowed to fetch a URL, redirects included (20 s at most, as the specification requires).",
  },
  indexingLeaseMs: {
    env: "KNOWLEDGE_INDEXING_LEASE_MS",
    schema: Type.Integer({ minimum: 300 }),
    default: 20000,
    description:
      "How long an indexing worker owns a document without renewing (it renews every third of it) before another may take it over.",
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
    default: 5000,
    description:
      "How often stuck or lost indexing jobs are looked for; with the lease, bounds how long a dead worker's document waits.",
  },
  extractionWorkers: {
    env: "KNOWLEDGE_EXTRACTION_WORKERS",
    schema: Type.Integer({ minimum: 1, maximum: 64 }),
    default: 1,
    description: "Worker threads that extract text from documents (HTML, PDF, large text), off the event loop.",
  },
  extractionTimeoutMs: {
    env: "KNOWLEDGE_EXTRACTION_TIMEOUT_MS",
    schema: Type.Integer({ minimum: 100 }),
    default: 30000,
    description:
      "Longest extraction of one document; past it the worker is replaced and the document fails with extraction_timeout.",
  },
  extractionMaxHeapMb: {
    env: "KNOWLEDGE_EXTRACTION_MAX_HEAP_MB",
    schema: Type.Integer({ minimum: 64 }),
    default: 512,
    description:
      "Memory one extraction may take (the process's growth while it runs); past it the worker is replaced and the document fails with extraction_too_large.",
  },
  pendingRequeueMs: {
    env: "KNOWLEDGE_PENDING_REQUEUE_MS",
    schema: Type.Integer({ minimum: 1000 }),
    default: 300000,
    description: "A pending document whose job has waited this long is queued again.",
  },
});
