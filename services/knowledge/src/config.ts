import { defineSlice } from "@cx/config";
import { leasedJobSettings } from "@cx/runtime";
import { Type } from "@sinclair/typebox";

/** Settings of the knowledge service; the infrastructure and the language-model port (embeddings) have their own slices. */
export const knowledgeConfig = defineSlice({
  fetchTimeoutMs: {
    env: "KNOWLEDGE_FETCH_TIMEOUT_MS",
    schema: Type.Integer({ minimum: 100, maximum: 20000 }),
    default: 20000,
    description: "Total time allowed to fetch a URL, redirects included (20 s at most, as the specification requires).",
  },
  ...leasedJobSettings({
    service: "KNOWLEDGE",
    work: "indexing",
    subject: "document",
    leaseMs: 20000,
    pendingRequeueMs: 300000,
  }),
  extractionWorkers: {
    env: "KNOWLEDGE_EXTRACTION_WORKERS",
    schema: Type.Integer({ minimum: 1, maximum: 64 }),
    default: 1,
    description:
      "Processes that extract text from documents (HTML, PDF, large text), off the event loop; each reads one document at a time.",
  },
  extractionTimeoutMs: {
    env: "KNOWLEDGE_EXTRACTION_TIMEOUT_MS",
    schema: Type.Integer({ minimum: 100 }),
    default: 30000,
    description:
      "Longest extraction of one document; past it its process is killed and the document fails with extraction_timeout.",
  },
  extractionMaxHeapMb: {
    env: "KNOWLEDGE_EXTRACTION_MAX_HEAP_MB",
    schema: Type.Integer({ minimum: 64 }),
    default: 512,
    description:
      "Memory one extraction may take (its process's growth while it runs); past it that process is killed and the document fails with extraction_too_large, and no other document.",
  },
});
