import { type Periodic, startPeriodic } from "@cx/leases";
import { isoNow } from "../domain/clock.ts";
import { asWorkspaceId } from "../domain/ids.ts";
import type { InvocationDocument } from "../store/run-documents.ts";
import { MAX_RUN_ATTEMPTS, type TestingDeps } from "./deps.ts";
import type { RunWorker } from "./run-worker.ts";

const BATCH = 100;

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

  async sweepOnce(): Promise<{ requeued: number; failed: number }> {
    const { deps } = this;
    const now = isoNow(deps.clock);
    let requeued = 0;
    let failed = 0;
    const invocations = new Map<string, InvocationDocument | null>();
    for (const run of await deps.runs.due(now, BATCH)) {
      const ws = asWorkspaceId(run.workspace_id);
      if (run.status === "running" && run.attempts >= MAX_RUN_ATTEMPTS) {
        await this.worker.exhaust(ws, run, `The run stopped without finishing ${run.attempts} times.`);
        failed++;
        continue;
      }
      const wait = run.status === "pending" ? deps.runSettings.pendingRequeueMs : deps.runSettings.leaseMs;
      const next = new Date(deps.clock().getTime() + wait).toISOString();
      const expected = { status: run.status, lease_token: run.lease_token, lease_expires_at: run.lease_expires_at };
      if (!(await deps.runs.requeue(ws, run._id, expected, next))) continue;
      if (!invocations.has(run.invocation_id))
        invocations.set(run.invocation_id, await deps.invocations.find(ws, run.invocation_id));
      const invocation = invocations.get(run.invocation_id);
      if (!invocation) continue;
      await deps.runEvents.runRequested(invocation, run, now);
      requeued++;
    }
    return { requeued, failed };
  }

  start(): Periodic {
    return startPeriodic(
      this.deps.runSettings.sweepIntervalMs,
      () => this.sweepOnce(),
      (error) => this.deps.logger.error({ err: error }, "test run sweep failed"),
    );
  }
}
