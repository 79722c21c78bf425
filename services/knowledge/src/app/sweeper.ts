import { type Periodic, startPeriodic } from "@cx/leases";
import { isoNow } from "../domain/clock.ts";
import { asWorkspaceId } from "../domain/ids.ts";
import { failureText } from "../domain/status.ts";
import { type KnowledgeDeps, nowOf } from "./deps.ts";
import type { Indexer } from "./indexing.ts";

const BATCH = 100;

/**
 * Guarantees that no document waits for ever: a run whose worker died (its lease lapsed) is
 * queued again, or failed once it has used up its runs; a `pending` document whose job went
 * missing is queued again; an outcome whose announcement failed is announced. Safe to run in
 * every replica at once: each step is a conditional update that only one of them wins.
 */
export class Sweeper {
  constructor(
    private readonly deps: KnowledgeDeps,
    private readonly indexer: Indexer,
  ) {}

  async sweepOnce(): Promise<{ requeued: number; failed: number; announced: number }> {
    const { repos, indexing, events } = this.deps;
    const now = nowOf(this.deps);
    const stamp = isoNow(now);
    let requeued = 0;
    let failed = 0;
    let announced = 0;

    for (const stuck of await repos.documents.expiredLeasesAcrossWorkspaces(stamp, BATCH)) {
      const workspaceId = asWorkspaceId(stuck.workspaceId);
      if (stuck.indexingAttempts >= indexing.maxRuns) {
        await this.indexer.fail(
          workspaceId,
          stuck._id,
          stuck.leaseToken,
          failureText("indexing_interrupted", `Indexing stopped without finishing ${stuck.indexingAttempts} times.`),
        );
        failed++;
        continue;
      }
      const again = await repos.documents.requeue(
        workspaceId,
        stuck._id,
        { status: "indexing", leaseToken: stuck.leaseToken },
        stamp,
      );
      if (again) {
        await events.importRequested(again);
        requeued++;
      }
    }

    const queuedBefore = isoNow(new Date(now.getTime() - indexing.pendingRequeueMs));
    for (const waiting of await repos.documents.stalePendingAcrossWorkspaces(queuedBefore, BATCH)) {
      const again = await repos.documents.requeue(
        asWorkspaceId(waiting.workspaceId),
        waiting._id,
        { status: "pending", leaseToken: null },
        stamp,
      );
      if (again) {
        await events.importRequested(again);
        requeued++;
      }
    }

    const settledBefore = isoNow(new Date(now.getTime() - 5_000));
    for (const settled of await repos.documents.unpublishedOutcomesAcrossWorkspaces(settledBefore, BATCH)) {
      await this.indexer.announce(settled);
      announced++;
    }
    return { requeued, failed, announced };
  }

  /** Sweeps every `intervalMs` until stopped; a failing sweep is logged and tried next time. */
  start(intervalMs: number): Periodic {
    return startPeriodic(
      intervalMs,
      () => this.sweepOnce(),
      (error) => this.deps.logger.error({ err: error }, "knowledge sweep failed"),
    );
  }
}
