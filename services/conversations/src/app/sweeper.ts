import { asWorkspaceId } from "@cx/ids";
import { type PeriodicTask, recoverJobs, SWEEP_BATCH, type SweepCounts, startPeriodic } from "@cx/leases";
import type { ConversationRecord } from "../store/records.ts";
import type { Analyst } from "./analysis.ts";
import { type ConversationDeps, nowOf } from "./deps.ts";

/**
 * Guarantees that no analysis waits for ever: a run whose worker died (its lease lapsed) is
 * queued again, or failed once it has used up its runs; a `pending` job whose request went
 * missing is queued again. Safe in every replica at once: each step is a conditional update
 * that only one of them wins.
 */
export class AnalysisSweeper {
  constructor(
    private readonly deps: ConversationDeps,
    private readonly analyst: Analyst,
  ) {}

  async sweepOnce(): Promise<SweepCounts> {
    const { conversations, settings } = this.deps;
    const now = nowOf(this.deps);
    const stamp = now.toISOString();
    const counts = await recoverJobs(await conversations.expiredAnalysesAcrossWorkspaces(stamp, SWEEP_BATCH), {
      requeue: (stuck) => this.requeue(stuck, { status: "processing", token: stuck.analysis_token }, stamp),
      exhaustion: {
        reached: (stuck) => stuck.analysis_runs >= settings.analysisMaxRuns,
        fail: (stuck) =>
          this.analyst
            .record(asWorkspaceId(stuck.workspace_id), stuck._id, stuck.analysis_token, {
              status: "failed",
              error: {
                code: "analysis_interrupted",
                message: `The analysis stopped without finishing ${stuck.analysis_runs} times.`,
              },
            })
            .then(
              () => true,
              () => false,
            ),
      },
    });
    const queuedBefore = new Date(now.getTime() - settings.pendingRequeueMs).toISOString();
    return recoverJobs(
      await conversations.stalePendingAnalysesAcrossWorkspaces(queuedBefore, SWEEP_BATCH),
      { requeue: (waiting) => this.requeue(waiting, { status: "pending", token: null }, stamp) },
      counts,
    );
  }

  start(intervalMs: number): PeriodicTask {
    return startPeriodic(
      intervalMs,
      () => this.sweepOnce(),
      (error) => this.deps.logger.error({ err: error }, "analysis sweep failed"),
    );
  }

  private async requeue(
    job: ConversationRecord,
    expected: { status: "pending" | "processing"; token: string | null },
    stamp: string,
  ): Promise<boolean> {
    const again = await this.deps.conversations.requeueAnalysis(
      asWorkspaceId(job.workspace_id),
      job._id,
      expected,
      stamp,
    );
    if (!again) return false;
    await this.deps.events.analysisRequested(again, "ended");
    return true;
  }
}
