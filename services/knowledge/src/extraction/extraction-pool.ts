import type { Piscina } from "piscina";
import type { Chunk } from "../domain/chunking.ts";
import { ExtractionError, type ExtractionInput } from "./extraction-input.ts";
import type { ExtractionOutcome, ExtractionTask } from "./extraction-worker.ts";
import { MemoryWatch } from "./memory-watch.ts";

export interface ExtractionPoolOptions {
  /** Worker threads; each extracts one document at a time. */
  workers: number;
  /** Past this, the worker is terminated and the document fails with `extraction_timeout`. */
  timeoutMs: number;
  /**
   * Memory one extraction may take: the worker's heap limit where the runtime enforces it, and
   * the process's growth while it runs (see `MemoryWatch`). Past it, the worker is terminated and
   * the document fails with `extraction_too_large`.
   */
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
 * A pool of worker threads (piscina) for extraction. A task that runs past its time or memory
 * limit is aborted, which terminates its thread (the pool starts a fresh one), so that one hostile
 * page costs at most `timeoutMs` of one thread and `maxHeapMb` of memory, and never stalls the
 * process.
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
  const memory = new MemoryWatch({ limitBytes: options.maxHeapMb * 1024 * 1024, concurrency: options.workers });
  return {
    async extract(input, wanted = {}) {
      let outcome: ExtractionOutcome;
      const watched = memory.watch();
      try {
        const signal = AbortSignal.any([AbortSignal.timeout(options.timeoutMs), watched.signal]);
        outcome = await poolOf().run({ ...input, ...wanted }, { signal });
      } catch (error) {
        if (watched.signal.aborted) {
          throw new ExtractionError(
            "extraction_too_large",
            `Reading the content needed more than ${options.maxHeapMb} MB of memory.`,
          );
        }
        if ((error as Error).name === "AbortError") {
          throw new ExtractionError(
            "extraction_timeout",
            `Reading the content took longer than ${Math.round(options.timeoutMs / 1000)} s.`,
          );
        }
        throw new ExtractionError("extraction_failed", "The content could not be read (the reader stopped).");
      } finally {
        watched.release();
      }
      if (!outcome.ok) throw new ExtractionError(outcome.reason, outcome.message);
      const { text, vectors } = outcome;
      const chunks = outcome.chunks.map((span) => ({ ...span, text: text.slice(span.start, span.end) }));
      const dimensions = wanted.embedDimensions ?? 0;
      return {
        title: outcome.title,
        text,
        chunks,
        // Present exactly when the extraction was asked to embed.
        ...(vectors ? { vectors: chunks.map((_, i) => vectors.subarray(i * dimensions, (i + 1) * dimensions)) } : {}),
      };
    },
    close: async () => {
      await pool?.destroy();
    },
  };
}
