import type { Piscina } from "piscina";
import type { Chunk } from "../domain/chunking.ts";
import { ExtractionError, type ExtractionInput } from "./extraction-input.ts";
import type { ExtractionOutcome } from "./extraction-worker.ts";

export interface ExtractionPoolOptions {
  /** Worker threads; each extracts one document at a time. */
  workers: number;
  /** Past this, the worker is terminated and the document fails with `extraction_timeout`. */
  timeoutMs: number;
  /** Heap bound of each worker, where the runtime enforces it. */
  maxHeapMb: number;
}

export interface ExtractedDocument {
  title: string | null;
  text: string;
  chunks: Chunk[];
}

/** Extracts and chunks documents; `extract` never blocks the caller's event loop. */
export interface Extractor {
  extract(input: ExtractionInput): Promise<ExtractedDocument>;
  close(): Promise<void>;
}

/**
 * A pool of worker threads (piscina) for extraction. A task that runs past its time limit is
 * aborted, which terminates its thread (the pool starts a fresh one), so that one hostile page
 * costs at most `timeoutMs` of one thread and never stalls the process.
 */
export function createExtractionPool(options: ExtractionPoolOptions): Extractor {
  // Made with the first extraction: a process that never indexes (a knowledge-http replica) never
  // loads the pool.
  let pool: Piscina<ExtractionInput, ExtractionOutcome> | undefined;
  const poolOf = () => {
    if (pool) return pool;
    const { Piscina: Pool } = require("piscina") as typeof import("piscina");
    pool = new Pool<ExtractionInput, ExtractionOutcome>({
      filename: new URL("./extraction-worker.ts", import.meta.url).href,
      minThreads: 0,
      maxThreads: options.workers,
      idleTimeout: 30_000,
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb },
    });
    return pool;
  };
  return {
    async extract(input) {
      let outcome: ExtractionOutcome;
      try {
        outcome = await poolOf().run(input, { signal: AbortSignal.timeout(options.timeoutMs) });
      } catch (error) {
        if ((error as Error).name === "AbortError") {
          throw new ExtractionError(
            "extraction_timeout",
            `Reading the content took longer than ${Math.round(options.timeoutMs / 1000)} s.`,
          );
        }
        throw new ExtractionError("extraction_failed", "The content could not be read (the reader stopped).");
      }
      if (!outcome.ok) throw new ExtractionError(outcome.reason, outcome.message);
      return { title: outcome.title, text: outcome.text, chunks: outcome.chunks };
    },
    close: async () => {
      await pool?.destroy();
    },
  };
}
