import { defineSlice } from "@cx/config";
import { Type } from "@sinclair/typebox";

/** Settings of the knowledge service alone (the shared infrastructure has its own slices). */
export const knowledgeConfig = defineSlice({
  embeddingsBaseUrl: {
    env: "EMBEDDINGS_BASE_URL",
    schema: Type.String({ format: "uri" }),
    description:
      "OpenAI-compatible embeddings endpoint up to the version (e.g. https://api.example.com/v1); unset: the local deterministic embedder.",
  },
  embeddingsApiKey: {
    env: "EMBEDDINGS_API_KEY",
    schema: Type.String({ minLength: 1 }),
    secret: true,
    description: "Bearer key for EMBEDDINGS_BASE_URL.",
  },
  embeddingsModel: {
    env: "EMBEDDINGS_MODEL",
    schema: Type.String({ minLength: 1 }),
    default: "text-embedding-3-small",
    description: "Embedding model asked of EMBEDDINGS_BASE_URL.",
  },
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
