import type { MessageBus } from "@cx/bus";
import { type EventPayloadOf, Topics } from "@cx/contracts";
import { type NewEvent, pendingEvent } from "@cx/outbox";
import type { SettledInvocation } from "../store/history-repository.ts";
import type { InvocationDocument, RunDocument } from "../store/run-documents.ts";

/**
 * `testing.invocation.started`, recorded on the invocation by its insert (`@cx/outbox`). Its id
 * (the message id) is the invocation's: there is one start per invocation.
 */
export function invocationStarted(invocation: InvocationDocument, runCount: number): NewEvent {
  const payload: EventPayloadOf<typeof Topics.TESTING_INVOCATION_STARTED> = {
    workspace_id: invocation.workspace_id,
    invocation_id: invocation._id,
    agent_id: invocation.agent_id,
    branch_id: invocation.branch_id,
    version_id: invocation.version_id,
    test_ids: invocation.test_ids,
    repeat_count: invocation.repeat_count,
    run_count: runCount,
    occurred_at: invocation.created_at,
  };
  return { ...pendingEvent(Topics.TESTING_INVOCATION_STARTED, payload), id: invocation._id };
}

/**
 * `testing.invocation.completed`, recorded on the invocation by the write that settles it (its
 * final status, `HistoryRepository.settle`). One end per invocation, so its id is
 * `<invocation>:completed`. It happened when its last run ended, or at the cancel.
 */
export function invocationCompleted(invocation: SettledInvocation): NewEvent {
  const payload: EventPayloadOf<typeof Topics.TESTING_INVOCATION_COMPLETED> = {
    workspace_id: invocation.workspace_id,
    invocation_id: invocation._id,
    agent_id: invocation.agent_id,
    branch_id: invocation.branch_id,
    version_id: invocation.version_id,
    status: invocation.status,
    occurred_at: invocation.totals.completed_at ?? invocation.cancelled_at ?? new Date().toISOString(),
  };
  return { ...pendingEvent(Topics.TESTING_INVOCATION_COMPLETED, payload), id: `${invocation._id}:completed` };
}

/**
 * `testing.run.completed`, recorded on the run by the write that ends it; `run` is the run as
 * that write leaves it. One completion per run, so its id is `<run>:completed`.
 */
export function runCompleted(run: RunDocument): NewEvent {
  if (run.status !== "passed" && run.status !== "failed" && run.status !== "interrupted") {
    throw new Error(`run ${run._id} is not terminal`);
  }
  const payload: EventPayloadOf<typeof Topics.TESTING_RUN_COMPLETED> = {
    workspace_id: run.workspace_id,
    invocation_id: run.invocation_id,
    run_id: run._id,
    test_id: run.test_id,
    status: run.status,
    cost_usd: run.cost_usd,
    input_tokens: run.input_tokens,
    output_tokens: run.output_tokens,
    occurred_at: run.completed_at ?? run.updated_at,
  };
  return { ...pendingEvent(Topics.TESTING_RUN_COMPLETED, payload), id: `${run._id}:completed` };
}

/** A run's job (`testing.run.requested`): the worker that takes it executes the run (see `jobs.ts`). */
export function runRequestedJob(
  invocation: Pick<InvocationDocument, "agent_id" | "version_id">,
  run: RunDocument,
  at: string,
): EventPayloadOf<typeof Topics.TESTING_RUN_REQUESTED> {
  return {
    workspace_id: run.workspace_id,
    invocation_id: run.invocation_id,
    run_id: run._id,
    test_id: run.test_id,
    test_revision_id: run.test_revision_id,
    agent_id: invocation.agent_id,
    version_id: invocation.version_id,
    repeat_index: run.repeat_index,
    allows_real_tools: run.allows_real_tools,
    attempt: run.attempts + 1,
    occurred_at: at,
  };
}

/**
 * The run jobs, published straight to the bus: a job lost to a crash is sent again by the test
 * run's sweeper (`@cx/jobs`), since a run waiting for its job is a state of the run itself
 * (pending, or running with a lapsed lease). The service's announcements go through the outbox
 * instead (above).
 */
export class RunEvents {
  constructor(private readonly bus: MessageBus) {}

  runRequested(
    invocation: Pick<InvocationDocument, "agent_id" | "version_id">,
    run: RunDocument,
    at: string,
  ): Promise<void> {
    // Not held while the broker is away: the run's sweeper sends the job again.
    return this.bus.publish(Topics.TESTING_RUN_REQUESTED, runRequestedJob(invocation, run, at), {
      waitForBrokerMs: 0,
    });
  }
}
