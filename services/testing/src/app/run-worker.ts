import type { RunRequestedEvent } from "@cx/contracts";
import { startLeaseHeartbeat } from "@cx/leases";
import { isoNow } from "../domain/clock.ts";
import { asWorkspaceId, newId, type WorkspaceId } from "../domain/ids.ts";
import { isTerminal } from "../domain/invocation-tally.ts";
import { failureResult } from "../domain/run-results.ts";
import type { TestContent } from "../domain/test-content.ts";
import { runCompleted } from "../messaging/run-events.ts";
import type { RunDocument } from "../store/run-documents.ts";
import { MAX_RUN_ATTEMPTS, type TestingDeps } from "./deps.ts";
import { settleInvocation } from "./invocation-history.ts";
import { RunAborted, type RunExecutor } from "./run-execution.ts";

function after(ms: number, deps: TestingDeps): string {
  return new Date(deps.clock().getTime() + ms).toISOString();
}

/**
 * Takes a run from its job and executes it, once: a run is claimed by a conditional update (a
 * pending run, or a running one whose worker is gone), its lease is renewed while it executes
 * and at every step, and only the worker still holding the lease may store the outcome. A
 * duplicate delivery finds the run claimed or finished and does nothing; a cancelled run's late
 * result is discarded. The write that ends a run records its `testing.run.completed` on it, relayed
 * by the outbox once the change is visible.
 */
export class RunWorker {
  constructor(
    private readonly deps: TestingDeps,
    private readonly executor: RunExecutor,
  ) {}

  async handle(job: RunRequestedEvent): Promise<void> {
    const ws = asWorkspaceId(job.workspace_id);
    const found = await this.deps.runs.find(ws, job.run_id);
    if (!found || isTerminal(found.status)) return;
    const token = newId("rls");
    const claimed = await this.claim(ws, found, token);
    if (!claimed) return;
    this.deps.runChanges.notify(claimed.invocation_id);

    const abort = new AbortController();
    const lose = () => {
      if (!abort.signal.aborted) abort.abort(new RunAborted());
    };
    const renew = () => this.deps.runs.renew(ws, claimed._id, token, after(this.deps.runSettings.leaseMs, this.deps));
    const heartbeat = startLeaseHeartbeat({
      leaseMs: this.deps.runSettings.leaseMs,
      renew,
      onLost: lose,
      onError: (error) => this.deps.logger.warn({ err: error, runId: claimed._id }, "run lease renewal failed"),
    });
    try {
      const [invocation, revision] = await Promise.all([
        this.deps.invocations.find(ws, claimed.invocation_id),
        this.deps.revisions.find(ws, claimed.test_revision_id),
      ]);
      if (!invocation || !revision) {
        await this.exhaust(ws, claimed, "The frozen test or invocation of this run is missing.");
        return;
      }
      const outcome = await this.executor.execute({
        workspaceId: ws,
        run: claimed,
        invocation,
        test: { name: revision.name, content: JSON.parse(revision.content_json) as TestContent },
        signal: abort.signal,
        // Each step renews the lease: a cancelled or taken-over run stops at its next step.
        checkpoint: async () => {
          if (abort.signal.aborted || !(await renew())) {
            lose();
            throw new RunAborted();
          }
        },
      });
      if (abort.signal.aborted) return;
      const now = isoNow(this.deps.clock);
      const finished = await this.deps.invocations.clock.write(ws, claimed.invocation_id, (updatedAt) => {
        const { result: _result, ...usage } = outcome;
        const ended = { ...claimed, ...usage, completed_at: now, updated_at: updatedAt };
        return this.deps.runs.finish(ws, claimed._id, token, outcome, now, updatedAt, [runCompleted(ended)]);
      });
      if (finished) await this.announce(claimed);
    } catch (error) {
      if (error instanceof RunAborted || abort.signal.aborted) return;
      if (claimed.attempts >= MAX_RUN_ATTEMPTS) {
        this.deps.logger.error({ err: error, runId: claimed._id }, "test run failed on its last attempt");
        await this.exhaust(ws, claimed, `The run could not be executed in ${MAX_RUN_ATTEMPTS} attempts.`);
        return;
      }
      // Give the run back at once: the bus delivers the job again and that delivery takes it.
      await this.deps.runs.release(ws, claimed._id, token, isoNow(this.deps.clock));
      throw error;
    } finally {
      heartbeat.stop();
    }
  }

  /** Pending: it starts running (a visible change, stamped). Running with its worker gone: taken over quietly. */
  private async claim(ws: WorkspaceId, run: RunDocument, token: string): Promise<RunDocument | null> {
    const now = isoNow(this.deps.clock);
    const leaseUntil = after(this.deps.runSettings.leaseMs, this.deps);
    if (run.status === "pending") {
      let claimed: RunDocument | null = null;
      await this.deps.invocations.clock.write(ws, run.invocation_id, async (updatedAt) => {
        claimed = await this.deps.runs.claimPending(ws, run._id, token, now, leaseUntil, updatedAt);
        return claimed !== null;
      });
      if (claimed) return claimed;
      const again = await this.deps.runs.find(ws, run._id);
      if (again?.status !== "running") return null;
      run = again;
    }
    if (run.attempts >= MAX_RUN_ATTEMPTS) {
      const gone = run.lease_token === null || run.lease_expires_at < now;
      if (gone) await this.exhaust(ws, run, `The run stopped without finishing ${run.attempts} times.`);
      return null;
    }
    return this.deps.runs.takeOver(ws, run._id, token, now, leaseUntil, MAX_RUN_ATTEMPTS);
  }

  /** Fails a run that used up its attempts, whoever holds it now. */
  async exhaust(ws: WorkspaceId, run: RunDocument, reason: string): Promise<void> {
    const now = isoNow(this.deps.clock);
    const failed = await this.deps.invocations.clock.write(ws, run.invocation_id, (updatedAt) => {
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
    if (failed) await this.announce(run);
  }

  /** The run ended: live streams look again, and its completion, recorded with the end, is relayed. */
  private async announce(run: RunDocument): Promise<void> {
    this.deps.runChanges.notify(run.invocation_id);
    await this.deps.runs.relayPending(run._id);
    await settleInvocation(this.deps, asWorkspaceId(run.workspace_id), run.invocation_id);
  }
}
