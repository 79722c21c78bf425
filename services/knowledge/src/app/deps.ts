import type { Embedder } from "@cx/llm";
import type { Logger } from "@cx/logger";
import type { SafeFetcher } from "@cx/safe-fetch";
import type { Extractor } from "../extraction/extraction-pool.ts";
import type { Repositories } from "../store/repositories.ts";

export interface IndexingSettings {
  /**
   * How long a worker owns a document without renewing before another may take it over; a run
   * renews every third of it, so a dead worker's document is taken over within the lease plus one
   * sweep interval.
   */
  leaseMs: number;
  /** Runs of one document (crashed or lapsed) before it is marked failed. */
  maxRuns: number;
  /** A `pending` document whose job has waited this long is queued again (a lost publish). */
  pendingRequeueMs: number;
}

/** What the use cases work with; assembled once by the module. */
export interface KnowledgeDeps {
  repos: Repositories;
  embedder: Embedder;
  /** Extraction and chunking, off the event loop. */
  extractor: Extractor;
  fetcher: SafeFetcher;
  logger: Logger;
  indexing: IndexingSettings;
  now?: () => Date;
}

export function nowOf(deps: KnowledgeDeps): Date {
  return deps.now?.() ?? new Date();
}
