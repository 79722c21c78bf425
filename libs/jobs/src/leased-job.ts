import type { TSchema } from "@sinclair/typebox";

/** The lease one execution of a job holds on the job's document. */
export interface JobLease {
  token: string;
  /** When it was taken (ISO). */
  now: string;
  /** When it lapses unless renewed (ISO). */
  until: string;
}

/** Why a job ends failed for good; the document's state says it to whoever reads it. */
export type DeadLetter =
  /** Its workers died with it, `attempts` times. */
  | { cause: "interrupted"; attempts: number }
  /** Its last attempt threw `error`. */
  | { cause: "failed"; attempts: number; error: unknown }
  /** The handler said no attempt can succeed. */
  | { cause: "refused"; error: JobRefused };

/** Thrown by a handler when another attempt would fail the same way: the job is dead-lettered at once. */
export class JobRefused extends Error {
  constructor(
    /** A short code the document keeps (`source_missing`). */
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}

/** Thrown when the execution no longer holds its lease (taken over, or the job was cancelled): it stops quietly. */
export class LeaseLost extends Error {
  constructor() {
    super("the job's lease was lost");
  }
}

/**
 * How one kind of job is kept on the document it is about (a run, a conversation's analysis, a
 * knowledge document). Every write is a conditional update on the state seen, so any number of
 * workers and sweepers may call them at once and only one wins each step.
 */
export interface JobDocuments<P, D> {
  /** The document `job` is about, or null when it is gone or its job already ended. */
  open(job: P): Promise<D | null>;
  /**
   * Takes `doc` under `lease`, counting one more attempt: a job waiting for a worker, or one whose
   * worker is gone (its lease lapsed). Null when another worker holds it or it ended. A claim
   * past `maxAttempts` (a store that does not check them) dead-letters the job at once.
   */
  claim(doc: D, lease: JobLease, maxAttempts: number): Promise<D | null>;
  /** Attempts counted on the document so far. */
  attempts(doc: D): number;
  /** Whether a worker took `doc` and is gone (its lease lapsed or was given up) as of `now`. */
  abandoned(doc: D, now: string): boolean;
  /** Pushes the lease to `until`; false once it is no longer `token`'s. */
  renew(doc: D, token: string, until: string): Promise<boolean>;
  /** Gives the lease up at once after a failed attempt, so that the next delivery takes it. */
  release(doc: D, token: string, now: string): Promise<void>;
  /** Ends the job failed, whoever holds it (`doc` is the state seen); false when it changed meanwhile. */
  deadLetter(doc: D, why: DeadLetter): Promise<boolean>;
  /** Jobs the sweeper looks at as of `now`: lapsed leases, and waiting jobs whose message may be lost. */
  due(now: Date, limit: number): Promise<D[]>;
  /**
   * Marks `doc` as sent again (conditional on the state seen) and answers its job for the sweeper
   * to publish, `"recorded"` when the same write recorded the job's message (the outbox relays
   * it), or null when another sweeper got there first.
   */
  requeue(doc: D, now: Date): Promise<P | "recorded" | null>;
}

/** One execution of a job, under its lease. */
export interface JobExecution<P, D> {
  job: P;
  /** The document as the claim left it. */
  doc: D;
  /** The lease's token: only a write guarded by it may store the outcome. */
  token: string;
  /** Aborted once the lease is lost. */
  signal: AbortSignal;
  /** Renews the lease now; throws `LeaseLost` once it is gone. Call it between steps. */
  checkpoint(): Promise<void>;
}

/**
 * A kind of job, declared once in its service's catalog: its message, its lease, its attempts,
 * its back-off and concurrency, where its state lives and what executes it.
 */
export interface LeasedJob<P = unknown, D = unknown> {
  /** For logs and listings (`test-run`). */
  name: string;
  topic: string;
  /** The consumer group the workers of every process compete in. */
  group: string;
  /** The payload's schema: a message that does not match is dropped (redelivery cannot fix it). */
  schema: TSchema;
  /** How long a worker owns a job without renewing it (it renews every third of it). */
  leaseMs: number;
  /** Attempts (failed or interrupted executions) before the job is dead-lettered. */
  maxAttempts: number;
  /** The bus's redelivery of a failed attempt: its delay, and the deliveries of one message. */
  backOff: { retryDelayMs: number; deliveries: number };
  /** Jobs executed at once by one process. */
  concurrency: number;
  /** How often lapsed and lost jobs are looked for. */
  sweepIntervalMs: number;
  documents: JobDocuments<P, D>;
  handle(execution: JobExecution<P, D>): Promise<void>;
}
