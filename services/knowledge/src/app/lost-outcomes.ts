import { type PeriodicTask, startPeriodic } from "@cx/leases";
import { isoNow } from "../domain/clock.ts";
import { asWorkspaceId } from "../domain/ids.ts";
import { failureText } from "../domain/status.ts";
import { type KnowledgeDeps, nowOf } from "./deps.ts";
import { importRequested, indexed } from "./events.ts";
import type { Indexer } from "./indexing.ts";

const BATCH = 100;

/**
 * Guarantees that no document waits for ever: a run whose worker died (its lease lapsed) is
 * queued again, or failed once it has used up its runs; a `pending` document whose job went
 * missing is queued again; an outcome an earlier version stored without its event gets it. Safe
 * to run in every replica at once: each step is a conditional update that only one of them wins.
 * Events themselves are relayed by the outbox's sweeper.
 */
export class Sweeper {
  constructor(
    private readonly deps: KnowledgeDeps,
    private readonly indexer: Indexer,
  ) {}

  async sweepOnce(): Promise<{ requeued: number; failed: number; announced: number }> {
    const { repos, indexing } = this.deps;
    const now = nowOf(this.deps);
    const stamp = isoNow(now);
    let requeued = 0;
    let failed = 0;
    let announced = 0;

    for (const stuck of await repos.documents.expiredLeasesAcrossWorkspaces(stamp, BATCH)) {
      const workspaceId = asWorkspaceId(stuck.workspace_id);
      if (stuck.indexing_attempts >= indexing.maxRuns) {
        await this.indexer.fail(
          workspaceId,
          stuck._id,
          stuck.lease_token,
          failureText("indexing_interrupted", `Indexing stopped without finishing ${stuck.indexing_attempts} times.`),
        );
        failed++;
        continue;
      }
      const again = await repos.documents.requeue(
        workspaceId,
        stuck._id,
        { status: "indexing", leaseToken: stuck.lease_token },
        stamp,
        [importRequested(stuck, stamp)],
      );
      if (again) requeued++;
    }

    const queuedBefore = isoNow(new Date(now.getTime() - indexing.pendingRequeueMs));
    for (const waiting of await repos.documents.stalePendingAcrossWorkspaces(queuedBefore, BATCH)) {
      const again = await repos.documents.requeue(
        asWorkspaceId(waiting.workspace_id),
        waiting._id,
        { status: "pending", leaseToken: null },
        stamp,
        [importRequested(waiting, stamp)],
      );
      if (again) requeued++;
    }

    const settledBefore = isoNow(new Date(now.getTime() - 5_000));
    for (const settled of await repos.documents.unpublishedOutcomesAcrossWorkspaces(settledBefore, BATCH)) {
      await repos.documents.recordOutcomeEvent(asWorkspaceId(settled.workspace_id), settled._id, settled.outcome_at, [
        indexed(settled),
      ]);
      announced++;
    }
    return { requeued, failed, announced };
  }

  /** Sweeps every `intervalMs` until stopped; a failing sweep is logged and tried next time. */
  start(intervalMs: number): PeriodicTask {
    return startPeriodic(
      intervalMs,
      () => this.sweepOnce(),
      (error) => this.deps.logger.error({ err: error }, "knowledge sweep failed"),
    );
  }
}
