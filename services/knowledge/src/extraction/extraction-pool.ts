import type { Piscina } from "piscina";
import type { Chunk } from "../domain/chunking.ts";
import { ExtractionError, type ExtractionInput } from "./extraction-input.ts";
import type { ExtractionOutcome, ExtractionTask } from "./extraction-worker.ts";

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
  /** One vector per chunk, when the extraction was asked to embed them too. */
  vectors?: Float32Array[];
}

export interface ExtractionOptions {
  /** Embed the chunks in the worker with the local embedder of these dimensions. */
  embedDimensions?: number;
}

/** Extracts and chunks documents; `extract` never blocks the caller's event loop. */
export interface Extractor {
  extract(input: ExtractionInput, options?: ExtractionOptions): Promise<ExtractedDocument>;
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
  let pool: Piscina<ExtractionTask, ExtractionOutcome> | undefined;
  const poolOf = () => {
    if (pool) return pool;
    const { Piscina: Pool } = require("piscina") as typeof import("piscina");
    pool = new Pool<ExtractionTask, ExtractionOutcome>({
      filename: new URL("./extraction-worker.ts", import.meta.url).href,
      minThreads: 0,
      maxThreads: options.workers,
      idleTimeout: 30_000,
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb },
    });
    return pool;
  };
  return {
    async extract(input, wanted = {}) {
      let outcome: ExtractionOutcome;
      try {
        outcome = await poolOf().run({ ...input, ...wanted }, { signal: AbortSignal.timeout(options.timeoutMs) });
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
      const { vectors } = outcome;
      const dimensions = wanted.embedDimensions ?? 0;
      return {
        title: outcome.title,
        text: outcome.text,
        chunks: outcome.chunks,
        ...(vectors && dimensions > 0
          ? {
              vectors: outcome.chunks.map((_, i) => vectors.subarray(i * dimensions, (i + 1) * dimensions)),
            }
          : {}),
      };
    },
    close: async () => {
      await pool?.destroy();
    },
  };
}
