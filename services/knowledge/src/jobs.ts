/**
 * The knowledge service's jobs (`@cx/jobs`, `docs/decisions/job-runner.md`): each declared once
 * with its message, lease, attempts, back-off, concurrency, where its state lives and its handler.
 * The `knowledge-worker` target executes them.
 */
import { type DocumentImportRequestedEvent, EventSchemas, Topics } from "@cx/contracts";
import type { LeasedJob } from "@cx/jobs";
import type { KnowledgeDeps } from "./app/deps.ts";
import { Indexer } from "./app/indexing.ts";
import { IndexingJobDocuments } from "./app/indexing-jobs.ts";
import type { DocumentRecord } from "./store/records.ts";

export const INDEXER_GROUP = "knowledge-indexer";

/** The catalog's jobs as the README lists them under the worker target (`platform/job-catalogs.test.ts`). */
export const KNOWLEDGE_JOBS = [`indexing (${Topics.KNOWLEDGE_DOCUMENT_IMPORT_REQUESTED})`] as const;

export interface IndexingJobOptions {
  sweepIntervalMs: number;
  /** Processes of the extraction pool, which bound how many documents are worth taking at once. */
  extractionWorkers: number;
  /** Tests make retries quick. */
  retryDelayMs?: number;
  /** Deliveries of one message before its last attempt dead-letters the document. */
  deliveries?: number;
}

/**
 * `indexing`: one job per document imported or refreshed; `KNOWLEDGE_INDEXING_LEASE_MS` and
 * `KNOWLEDGE_INDEXING_MAX_RUNS`. Two documents per extraction process: while one document's
 * chunks are stored on this thread, the next is extracted; more would only wait in the pool.
 */
export function indexingJob(
  deps: KnowledgeDeps,
  options: IndexingJobOptions,
): LeasedJob<DocumentImportRequestedEvent, DocumentRecord> {
  const indexer = new Indexer(deps);
  return {
    name: "indexing",
    topic: Topics.KNOWLEDGE_DOCUMENT_IMPORT_REQUESTED,
    group: INDEXER_GROUP,
    schema: EventSchemas[Topics.KNOWLEDGE_DOCUMENT_IMPORT_REQUESTED],
    leaseMs: deps.indexing.leaseMs,
    maxAttempts: deps.indexing.maxRuns,
    backOff: { retryDelayMs: options.retryDelayMs ?? 5000, deliveries: options.deliveries ?? 3 },
    concurrency: 2 * options.extractionWorkers,
    sweepIntervalMs: options.sweepIntervalMs,
    documents: new IndexingJobDocuments(deps, indexer),
    handle: (execution) => indexer.execute(execution),
  };
}

export function knowledgeJobs(
  deps: KnowledgeDeps,
  options: IndexingJobOptions,
): LeasedJob<DocumentImportRequestedEvent, DocumentRecord>[] {
  return [indexingJob(deps, options)];
}
