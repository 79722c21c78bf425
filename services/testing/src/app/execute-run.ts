import type { RunRequestedEvent } from "@cx/contracts";
import { type JobExecution, JobRefused, LeaseLost } from "@cx/jobs";
import { isoNow } from "../domain/clock.ts";
import { asWorkspaceId } from "../domain/ids.ts";
import type { TestContent } from "../domain/test-content.ts";
import { runCompleted } from "../outbound/run-events.ts";
import type { RunDocument } from "../store/run-documents.ts";
import type { TestingPorts } from "./ports.ts";
import { RunAborted, type RunExecutor } from "./run-execution.ts";
import { announceRunEnded } from "./run-jobs.ts";

/**
 * Executes a run its worker has claimed (`@cx/jobs` holds the lease): each step renews the lease,
 * so a cancelled or taken-over run stops at its next step, and only the worker still holding the
 * lease stores the outcome. A cancelled run's late result is discarded.
 */
export function executeRun(deps: TestingPorts, executor: RunExecutor) {
  return async ({ doc: run, token, signal, checkpoint }: JobExecution<RunRequestedEvent, RunDocument>) => {
    const ws = asWorkspaceId(run.workspace_id);
    deps.streamWakeups.notify(run.invocation_id);
    const [invocation, revision] = await Promise.all([
      deps.invocations.find(ws, run.invocation_id),
      deps.revisions.find(ws, run.test_revision_id),
    ]);
    if (!invocation || !revision) {
      throw new JobRefused("runtime_error", "The frozen test or invocation of this run is missing.");
    }
    const outcome = await executor.execute({
      workspaceId: ws,
      run,
      invocation,
      test: { name: revision.name, content: JSON.parse(revision.content_json) as TestContent },
      signal,
      checkpoint: async () => {
        try {
          await checkpoint();
        } catch (error) {
          throw error instanceof LeaseLost ? new RunAborted() : error;
        }
      },
    });
    if (signal.aborted) return;
    const now = isoNow(deps.clock);
    const finished = await deps.invocations.stamps.write(ws, run.invocation_id, (updatedAt) => {
      const { result: _result, ...usage } = outcome;
      const ended = { ...run, ...usage, completed_at: now, updated_at: updatedAt };
      return deps.runs.finish(ws, run._id, token, outcome, now, updatedAt, [runCompleted(ended)]);
    });
    if (finished) await announceRunEnded(deps, run);
  };
}
