import { asWorkspaceId } from "@cx/ids";
import { type PeriodicTask, startPeriodic } from "@cx/leases";
import type { Analyst } from "./analysis.ts";
import { type ConversationDeps, nowOf } from "./deps.ts";

const BATCH = 100;

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

  async sweepOnce(): Promise<{ requeued: number; failed: number }> {
    const { conversations, settings, events } = this.deps;
    const now = nowOf(this.deps);
    const stamp = now.toISOString();
    let requeued = 0;
    let failed = 0;
    for (const stuck of await conversations.expiredAnalysesAcrossWorkspaces(stamp, BATCH)) {
      const workspaceId = asWorkspaceId(stuck.workspace_id);
      if (stuck.analysis_runs >= settings.analysisMaxRuns) {
        await this.analyst
          .record(workspaceId, stuck._id, stuck.analysis_token, {
            status: "failed",
            error: {
              code: "analysis_interrupted",
              message: `The analysis stopped without finishing ${stuck.analysis_runs} times.`,
            },
          })
          .then(() => failed++)
          .catch(() => undefined);
        continue;
      }
      const again = await conversations.requeueAnalysis(
        workspaceId,
        stuck._id,
        { status: "processing", token: stuck.analysis_token },
        stamp,
      );
      if (again) {
        await events.analysisRequested(again, "ended");
        requeued++;
      }
    }
    const queuedBefore = new Date(now.getTime() - settings.pendingRequeueMs).toISOString();
    for (const waiting of await conversations.stalePendingAnalysesAcrossWorkspaces(queuedBefore, BATCH)) {
      const again = await conversations.requeueAnalysis(
        asWorkspaceId(waiting.workspace_id),
        waiting._id,
        { status: "pending", token: null },
        stamp,
      );
      if (again) {
        await events.analysisRequested(again, "ended");
        requeued++;
      }
    }
    return { requeued, failed };
  }

  start(intervalMs: number): PeriodicTask {
    return startPeriodic(
      intervalMs,
      () => this.sweepOnce(),
      (error) => this.deps.logger.error({ err: error }, "analysis sweep failed"),
    );
  }
}
