import type { RunRequestedEvent } from "@cx/contracts";
import type { DeadLetter, JobDocuments, JobLease } from "@cx/jobs";
import { asWorkspaceId } from "../domain/ids.ts";
import { isTerminal } from "../domain/invocation-tally.ts";
import { failureResult } from "../domain/run-results.ts";
import { runCompleted, runRequestedJob } from "../outbound/run-events.ts";
import type { RunDocument } from "../store/run-documents.ts";
import { settleInvocation } from "./invocation-history.ts";
import type { TestingPorts } from "./ports.ts";

/**
 * Where a test run's job lives: on the run itself. A pending run is claimed by the write that
 * starts it (a visible change, stamped); a running one whose worker is gone is taken over quietly
 * (nothing a client sees changes). The write that ends a run records its `testing.run.completed`
 * on it, relayed by the outbox once the change is visible. A pending run's `lease_expires_at` is
 * when the sweeper sends its job again.
 */
export class RunJobDocuments implements JobDocuments<RunRequestedEvent, RunDocument> {
  constructor(private readonly deps: TestingPorts) {}

  async open(job: RunRequestedEvent): Promise<RunDocument | null> {
    const found = await this.deps.runs.find(asWorkspaceId(job.workspace_id), job.run_id);
    return found && !isTerminal(found.status) ? found : null;
  }

  async claim(run: RunDocument, lease: JobLease, maxAttempts: number): Promise<RunDocument | null> {
    const { runs, invocations } = this.deps;
    const ws = asWorkspaceId(run.workspace_id);
    if (run.status === "pending") {
      let claimed: RunDocument | null = null;
      await invocations.stamps.write(ws, run.invocation_id, async (updatedAt) => {
        claimed = await runs.claimPending(ws, run._id, lease.token, lease.now, lease.until, updatedAt);
        return claimed !== null;
      });
      if (claimed) return claimed;
      const again = await runs.find(ws, run._id);
      if (again?.status !== "running") return null;
    }
    return runs.takeOver(ws, run._id, lease.token, lease.now, lease.until, maxAttempts);
  }

  attempts(run: RunDocument): number {
    return run.attempts;
  }

  abandoned(run: RunDocument, now: string): boolean {
    return run.status === "running" && (run.lease_token === null || run.lease_expires_at < now);
  }

  renew(run: RunDocument, token: string, until: string): Promise<boolean> {
    return this.deps.runs.renew(asWorkspaceId(run.workspace_id), run._id, token, until);
  }

  release(run: RunDocument, token: string, now: string): Promise<void> {
    return this.deps.runs.release(asWorkspaceId(run.workspace_id), run._id, token, now);
  }

  /** Fails the run with `runtime_error`, whoever holds it now. */
  async deadLetter(run: RunDocument, why: DeadLetter): Promise<boolean> {
    const reason =
      why.cause === "interrupted"
        ? `The run stopped without finishing ${why.attempts} times.`
        : why.cause === "failed"
          ? `The run could not be executed in ${why.attempts} attempts.`
          : why.error.message;
    const ws = asWorkspaceId(run.workspace_id);
    const now = this.deps.clock().toISOString();
    const failed = await this.deps.invocations.stamps.write(ws, run.invocation_id, (updatedAt) => {
      // Usage is set only by the write that ends a run: the run seen has what the event reports.
      const ended = { ...run, status: "failed" as const, completed_at: now, updated_at: updatedAt };
      return this.deps.runs.failExhausted(
        ws,
        run._id,
        { lease_token: run.lease_token, attempts: run.attempts },
        failureResult("runtime_error", reason),
        now,
        updatedAt,
        [runCompleted(ended)],
      );
    });
    if (failed) await announceRunEnded(this.deps, run);
    return failed;
  }

  due(now: Date, limit: number): Promise<RunDocument[]> {
    return this.deps.runs.due(now.toISOString(), limit);
  }

  async requeue(run: RunDocument, now: Date): Promise<RunRequestedEvent | null> {
    const { runs, invocations, runSettings } = this.deps;
    const ws = asWorkspaceId(run.workspace_id);
    const wait = run.status === "pending" ? runSettings.pendingRequeueMs : runSettings.leaseMs;
    const next = new Date(now.getTime() + wait).toISOString();
    const expected = { status: run.status, lease_token: run.lease_token, lease_expires_at: run.lease_expires_at };
    if (!(await runs.requeue(ws, run._id, expected, next))) return null;
    const invocation = await invocations.find(ws, run.invocation_id);
    return invocation ? runRequestedJob(invocation, run, now.toISOString()) : null;
  }
}

/** The run ended: live streams look again, its completion (recorded with the end) is relayed, the invocation settles. */
export async function announceRunEnded(deps: TestingPorts, run: RunDocument): Promise<void> {
  deps.streamWakeups.notify(run.invocation_id);
  await deps.runs.relayPending(run._id);
  await settleInvocation(deps, asWorkspaceId(run.workspace_id), run.invocation_id);
}
