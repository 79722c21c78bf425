import { type PeriodicTask, recoverJobs, SWEEP_BATCH, type SweepCounts, startPeriodic } from "@cx/leases";
import { isoNow } from "../domain/clock.ts";
import { asWorkspaceId } from "../domain/ids.ts";
import type { InvocationDocument, RunDocument } from "../store/run-documents.ts";
import { MAX_RUN_ATTEMPTS, type TestingDeps } from "./deps.ts";
import type { RunWorker } from "./run-worker.ts";

/**
 * Guarantees that no run stays pending or running for ever: a running run whose lease lapsed
 * (its worker died) has its job sent again, or fails with `runtime_error` once it has used its
 * attempts; a pending run whose job went missing has it sent again. Safe in every replica at
 * once: each step is a conditional update that only one of them wins.
 */
export class RunSweeper {
  constructor(
    private readonly deps: TestingDeps,
    private readonly worker: RunWorker,
  ) {}

  async sweepOnce(): Promise<SweepCounts> {
    const now = isoNow(this.deps.clock);
    const invocations = new Map<string, InvocationDocument | null>();
    return recoverJobs(await this.deps.runs.due(now, SWEEP_BATCH), {
      requeue: (run) => this.requeue(run, now, invocations),
      exhaustion: {
        reached: (run) => run.status === "running" && run.attempts >= MAX_RUN_ATTEMPTS,
        fail: async (run) => {
          const reason = `The run stopped without finishing ${run.attempts} times.`;
          await this.worker.exhaust(asWorkspaceId(run.workspace_id), run, reason);
          return true;
        },
      },
    });
  }

  start(): PeriodicTask {
    return startPeriodic(
      this.deps.runSettings.sweepIntervalMs,
      () => this.sweepOnce(),
      (error) => this.deps.logger.error({ err: error }, "test run sweep failed"),
    );
  }

  /** Sends the run's job again; each invocation is read once per sweep. */
  private async requeue(
    run: RunDocument,
    now: string,
    invocations: Map<string, InvocationDocument | null>,
  ): Promise<boolean> {
    const { deps } = this;
    const ws = asWorkspaceId(run.workspace_id);
    const wait = run.status === "pending" ? deps.runSettings.pendingRequeueMs : deps.runSettings.leaseMs;
    const next = new Date(deps.clock().getTime() + wait).toISOString();
    const expected = { status: run.status, lease_token: run.lease_token, lease_expires_at: run.lease_expires_at };
    if (!(await deps.runs.requeue(ws, run._id, expected, next))) return false;
    if (!invocations.has(run.invocation_id))
      invocations.set(run.invocation_id, await deps.invocations.find(ws, run.invocation_id));
    const invocation = invocations.get(run.invocation_id);
    if (!invocation) return false;
    await deps.runEvents.runRequested(invocation, run, now);
    return true;
  }
}
