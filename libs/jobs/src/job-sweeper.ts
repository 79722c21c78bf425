import type { AnyEvents, MessageBus } from "@cx/bus";
import { type PeriodicTask, recoverJobs, SWEEP_BATCH, type SweepCounts, startPeriodic } from "@cx/leases";
import type { Logger } from "@cx/logger";
import type { LeasedJob } from "./leased-job.ts";

/**
 * Guarantees that no job of one kind waits for ever: a job whose worker died (its lease lapsed)
 * is sent again, or dead-lettered once it has used its attempts; a waiting job whose message went
 * missing (a crash, a broker outage) is sent again. Safe in every replica at once: each step is a
 * conditional update that only one of them wins.
 */
export class JobSweeper<P, D> {
  private readonly clock: () => Date;

  constructor(
    readonly kind: LeasedJob<P, D>,
    private readonly bus: MessageBus,
    private readonly options: { logger: Logger; clock?: () => Date },
  ) {
    this.clock = options.clock ?? (() => new Date());
  }

  async sweepOnce(): Promise<SweepCounts> {
    const { documents, maxAttempts, topic } = this.kind;
    const now = this.clock();
    const stamp = now.toISOString();
    return recoverJobs(await documents.due(now, SWEEP_BATCH), {
      requeue: async (doc) => {
        const job = await documents.requeue(doc, now);
        if (job === null) return false;
        if (job === "recorded") return true;
        // Not held while the broker is away: the next sweep sends it again.
        await (this.bus as unknown as MessageBus<AnyEvents>).publish(topic, job, { waitForBrokerMs: 0 });
        return true;
      },
      exhaustion: {
        reached: (doc) => documents.abandoned(doc, stamp) && documents.attempts(doc) >= maxAttempts,
        fail: (doc) => documents.deadLetter(doc, { cause: "interrupted", attempts: documents.attempts(doc) }),
      },
    });
  }

  start(): PeriodicTask {
    return startPeriodic(
      this.kind.sweepIntervalMs,
      () => this.sweepOnce(),
      (error) => this.options.logger.error({ err: error, job: this.kind.name }, "job sweep failed"),
    );
  }
}
