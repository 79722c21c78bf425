import type { AnyEvents, MessageBus, Subscription } from "@cx/bus";
import { newId } from "@cx/ids";
import { startLeaseHeartbeat } from "@cx/leases";
import type { Logger } from "@cx/logger";
import { Value } from "@sinclair/typebox/value";
import { JobRefused, type LeasedJob, LeaseLost } from "./leased-job.ts";

export interface JobRunnerOptions {
  logger: Logger;
  clock?: () => Date;
}

/** Which delivery of its message an execution is, as the bus counts them. */
export interface JobDelivery {
  attempt: number;
}

/**
 * Executes the jobs of one kind, each once at a time: a job's document is claimed under a lease
 * (a conditional update), the lease is renewed while the handler runs, and only the execution
 * still holding it may store the outcome. A duplicate delivery finds the document claimed or
 * ended and does nothing. A failed attempt gives the lease back and throws, so the bus delivers
 * the job again after the kind's back-off; the last one, or a job the handler refuses, is
 * dead-lettered on its document.
 */
export class JobRunner<P, D> {
  private readonly clock: () => Date;

  constructor(
    readonly kind: LeasedJob<P, D>,
    private readonly options: JobRunnerOptions,
  ) {
    this.clock = options.clock ?? (() => new Date());
  }

  async handle(job: P, delivery: JobDelivery = { attempt: 1 }): Promise<void> {
    const { documents, leaseMs, maxAttempts } = this.kind;
    const found = await documents.open(job);
    if (!found) return;
    const now = this.clock();
    if (documents.abandoned(found, now.toISOString()) && documents.attempts(found) >= maxAttempts) {
      await documents.deadLetter(found, { cause: "interrupted", attempts: documents.attempts(found) });
      return;
    }
    const token = newId("lease");
    const lease = { token, now: now.toISOString(), until: this.after(leaseMs) };
    const claimed = await documents.claim(found, lease, maxAttempts);
    if (!claimed) return;
    // A store that counts the claim before it checks the attempts: the job it sent again had none left.
    if (documents.attempts(claimed) > maxAttempts) {
      await documents.deadLetter(claimed, { cause: "interrupted", attempts: documents.attempts(claimed) - 1 });
      return;
    }

    const abort = new AbortController();
    const lose = () => {
      if (!abort.signal.aborted) abort.abort(new LeaseLost());
    };
    const renew = () => documents.renew(claimed, token, this.after(leaseMs));
    const heartbeat = startLeaseHeartbeat({
      leaseMs,
      renew,
      onLost: lose,
      onError: (error) => this.options.logger.warn({ err: error, job: this.kind.name }, "job lease renewal failed"),
    });
    try {
      await this.kind.handle({
        job,
        doc: claimed,
        token,
        signal: abort.signal,
        checkpoint: async () => {
          if (abort.signal.aborted || !(await renew())) {
            lose();
            throw new LeaseLost();
          }
        },
      });
    } catch (error) {
      if (error instanceof LeaseLost || abort.signal.aborted) return;
      if (error instanceof JobRefused) {
        await documents.deadLetter(claimed, { cause: "refused", error });
        return;
      }
      const attempts = documents.attempts(claimed);
      if (attempts >= maxAttempts || delivery.attempt >= this.kind.backOff.deliveries) {
        this.options.logger.error({ err: error, job: this.kind.name }, "job failed on its last attempt");
        await documents.deadLetter(claimed, { cause: "failed", attempts, error });
        return;
      }
      await documents.release(claimed, token, this.clock().toISOString());
      throw error;
    } finally {
      heartbeat.stop();
    }
  }

  /**
   * Competes for the kind's jobs on `bus` in its group, `concurrency` at a time. A message whose
   * payload does not match the kind's schema is acknowledged and logged: redelivery cannot fix it.
   */
  subscribe(bus: MessageBus, overrides: { retryDelayMs?: number } = {}): Promise<Subscription> {
    const { kind } = this;
    return (bus as unknown as MessageBus<AnyEvents>).subscribe(
      {
        group: kind.group,
        topics: [kind.topic],
        prefetch: kind.concurrency,
        maxAttempts: kind.backOff.deliveries,
        retryDelayMs: overrides.retryDelayMs ?? kind.backOff.retryDelayMs,
      },
      async (message) => {
        if (!Value.Check(kind.schema, message.payload)) {
          this.options.logger.warn(
            { topic: message.topic, message_id: message.id, group: kind.group },
            "dropped a job that does not match its schema",
          );
          return;
        }
        await this.handle(message.payload as P, { attempt: message.attempt });
      },
    );
  }

  private after(ms: number): string {
    return new Date(this.clock().getTime() + ms).toISOString();
  }
}
