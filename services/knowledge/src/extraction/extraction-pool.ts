import { join } from "node:path";
import { residentBytes } from "@cx/process-stats";
import type { Subprocess } from "bun";
import type { Chunk } from "../domain/chunking.ts";
import { ExtractionError, type ExtractionInput } from "./extraction-input.ts";
import type { ExtractionOutcome, ExtractionTask } from "./extraction-task.ts";
import { EXTRACTION_NICENESS, niceBelowThisProcess } from "./process-priority.ts";

export interface ExtractionPoolOptions {
  /** Extraction processes at most; each extracts one document at a time. */
  workers: number;
  /** Past this, the document's process is killed and the document fails with `extraction_timeout`. */
  timeoutMs: number;
  /**
   * How much one extraction may take: its process's growth in resident memory while it runs.
   * Past it, that process is killed and the document fails with `extraction_too_large`.
   */
  maxHeapMb: number;
  /** How long a process without work waits for more before it ends (30 s by default). */
  idleMs?: number;
  /** How often the memory of a process at work is read (50 ms by default). */
  memoryCheckMs?: number;
}

export interface ExtractedDocument {
  title: string | null;
  text: string;
  chunks: Chunk[];
  /** One vector per chunk, when the extraction was asked to embed them too. */
  vectors?: Float32Array[];
}

export interface ExtractionOptions {
  /** Embed the chunks in the extraction process with the local embedder of these dimensions. */
  embedDimensions?: number;
}

/** Extracts and chunks documents; `extract` never blocks the caller's event loop. */
export interface Extractor {
  extract(input: ExtractionInput, options?: ExtractionOptions): Promise<ExtractedDocument>;
  close(): Promise<void>;
}

/** What an extraction process sends: that it has loaded, then one outcome per task. */
type FromProcess = { ready: true } | ExtractionOutcome;

interface Job {
  task: ExtractionTask;
  resolve(outcome: ExtractionOutcome): void;
  reject(error: Error): void;
}

interface ExtractionProcess {
  child: Subprocess;
  ready: boolean;
  job?: Job;
  /** Its resident memory when its job began. */
  startBytes?: number;
  deadline?: ReturnType<typeof setTimeout>;
  idle?: ReturnType<typeof setTimeout>;
  /** Why it was killed, which its job fails with. */
  failure?: Error;
  /** Ended for want of work: it takes none while it goes. */
  leaving?: boolean;
}

const ENTRY = join(import.meta.dir, "extraction-process.ts");

/** A process that died of something else than its limits: the document is not readable here. */
const readerStopped = () =>
  new ExtractionError("extraction_failed", "The content could not be read (the reader stopped).");

/**
 * What a document's extraction fails with when the pool closes under it (the service stopping):
 * not an `ExtractionError`, which would fail the document for good, since another worker can read
 * it.
 */
export class ExtractionPoolClosed extends Error {
  constructor() {
    super("The extraction pool closed before the document was read.");
    this.name = "ExtractionPoolClosed";
  }
}

/**
 * A pool of child processes for extraction, each running one document at a time. A process is the
 * unit the operating system can measure and stop: past its time, or once its resident memory has
 * grown by more than the limit, the process is killed, so that one hostile page costs at most
 * `timeoutMs` of one process and `maxHeapMb` of memory, fails its own document only, and never
 * stalls the service. (Bun ignores a worker thread's `resourceLimits`, and a thread's memory
 * cannot be told from its neighbours'.) Processes start with the first documents (a process that
 * never indexes, a knowledge-http replica, starts none) and end after `idleMs` without work.
 */
export function createExtractionPool(options: ExtractionPoolOptions): Extractor {
  const idleMs = options.idleMs ?? 30_000;
  const limitBytes = options.maxHeapMb * 1024 * 1024;
  const processes = new Set<ExtractionProcess>();
  const queue: Job[] = [];
  let memoryTimer: ReturnType<typeof setInterval> | undefined;
  let closed = false;

  const start = (): ExtractionProcess => {
    const worker = { ready: false } as ExtractionProcess;
    worker.child = Bun.spawn([process.execPath, ENTRY, String(niceBelowThisProcess(EXTRACTION_NICENESS))], {
      // Its own folder holds no bunfig: the process loads no preload (tracing) it has no use for.
      cwd: import.meta.dir,
      // Nothing of this process's environment, its secrets included.
      env: {},
      stdio: ["ignore", "ignore", "inherit"],
      serialization: "advanced",
      ipc: (message: FromProcess) => received(worker, message),
    });
    processes.add(worker);
    worker.child.exited.then(() => ended(worker));
    return worker;
  };

  const received = (worker: ExtractionProcess, message: FromProcess) => {
    if ("ready" in message) {
      worker.ready = true;
      pump();
      return;
    }
    const job = worker.job;
    if (!job || worker.failure) return;
    finish(worker);
    job.resolve(message);
    pump();
  };

  /** The process's job is over, whichever way: its timers go and, when it still lives, it waits for more. */
  const finish = (worker: ExtractionProcess) => {
    worker.job = undefined;
    clearTimeout(worker.deadline);
    if (![...processes].some((p) => p.job)) {
      clearInterval(memoryTimer);
      memoryTimer = undefined;
    }
    if (!processes.has(worker)) return;
    worker.child.unref();
    worker.idle = setTimeout(() => {
      worker.leaving = true;
      worker.child.kill();
    }, idleMs);
    worker.idle.unref?.();
  };

  const ended = (worker: ExtractionProcess) => {
    processes.delete(worker);
    clearTimeout(worker.idle);
    // A process that cannot even start would be started again and again: what waits fails instead.
    if (!worker.ready && !closed) {
      for (const job of queue.splice(0)) {
        job.reject(
          new ExtractionError("extraction_failed", "The content could not be read (the reader did not start)."),
        );
      }
    }
    const job = worker.job;
    if (job) {
      finish(worker);
      job.reject(worker.failure ?? readerStopped());
    }
    pump();
  };

  const kill = (worker: ExtractionProcess, failure: Error) => {
    if (worker.failure) return;
    worker.failure = failure;
    worker.child.kill("SIGKILL");
  };

  const assign = (worker: ExtractionProcess, job: Job) => {
    clearTimeout(worker.idle);
    worker.child.ref();
    worker.job = job;
    worker.startBytes = residentBytes(worker.child.pid);
    worker.deadline = setTimeout(
      () =>
        kill(
          worker,
          new ExtractionError(
            "extraction_timeout",
            `Reading the content took longer than ${Math.round(options.timeoutMs / 1000)} s.`,
          ),
        ),
      options.timeoutMs,
    );
    memoryTimer ??= setInterval(checkMemory, options.memoryCheckMs ?? 50);
    try {
      worker.child.send(job.task);
    } catch {
      // Its channel closed: the process is going, and its exit fails the job.
      kill(worker, readerStopped());
    }
  };

  const checkMemory = () => {
    for (const worker of processes) {
      if (!worker.job || worker.startBytes === undefined) continue;
      const now = residentBytes(worker.child.pid);
      if (now !== undefined && now - worker.startBytes > limitBytes) {
        kill(
          worker,
          new ExtractionError(
            "extraction_too_large",
            `Reading the content needed more than ${options.maxHeapMb} MB of memory.`,
          ),
        );
      }
    }
  };

  const pump = () => {
    while (queue.length > 0 && !closed) {
      let free: ExtractionProcess | undefined;
      for (const worker of processes)
        if (worker.ready && !worker.job && !worker.failure && !worker.leaving) free = worker;
      if (!free) {
        // A process still loading takes the next job once it is ready.
        const starting = [...processes].filter((p) => !p.ready).length;
        if (processes.size < options.workers && starting < queue.length) start();
        return;
      }
      assign(free, queue.shift()!);
    }
  };

  return {
    async extract(input, wanted = {}) {
      if (closed) throw new ExtractionPoolClosed();
      const outcome = await new Promise<ExtractionOutcome>((resolve, reject) => {
        queue.push({ task: { ...input, ...wanted }, resolve, reject });
        pump();
      });
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
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new ExtractionPoolClosed());
      const exits = [...processes].map((worker) => {
        kill(worker, new ExtractionPoolClosed());
        return worker.child.exited;
      });
      await Promise.all(exits);
    },
  };
}
