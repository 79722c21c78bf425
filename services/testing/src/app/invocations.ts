import {
  type BranchTipReply,
  INVOCATION_TEST_IDS_MAX,
  type Invocation,
  type InvocationCreateBody,
} from "@cx/contracts";
import { AppError, type FieldError } from "@cx/errors";
import type { Actor } from "../domain/actor.ts";
import { isoNow } from "../domain/clock.ts";
import { newId, type WorkspaceId } from "../domain/ids.ts";
import { pendingResult } from "../domain/run-results.ts";
import { invocationStarted, runCompleted } from "../outbound/run-events.ts";
import type { TestDocument } from "../store/documents.ts";
import { resultsOf } from "../store/result-documents.ts";
import type { InvocationDocument, InvocationItem, RunDocument } from "../store/run-documents.ts";
import { expandAttachedTests } from "./attached-tests.ts";
import { settleInvocation } from "./invocation-history.ts";
import type { TestingPorts } from "./ports.ts";
import { presentInvocation } from "./present-runs.ts";

/** An id longer than any the platform makes is named in `details` only, not in the message. */
const NAMED_ID_MAX = 64;

/**
 * Every test of `testIds`, or 404 naming each one not found in the workspace (another
 * workspace's too, as one that does not exist) and its place in `test_ids`: with up to 100 ids,
 * "not found" alone would leave the caller to find which.
 */
async function requireTests(deps: TestingPorts, actor: Actor, testIds: readonly string[]): Promise<TestDocument[]> {
  const found = await Promise.all(testIds.map((id) => deps.entries.findTest(actor.workspaceId, id)));
  const missing = testIds.flatMap((id, i) => (found[i] === null ? [{ id, path: `/test_ids/${i}` }] : []));
  if (missing.length === 0) return found as TestDocument[];
  const [first] = missing;
  const message =
    missing.length === 1 && first && first.id.length <= NAMED_ID_MAX
      ? `The test ${first.id} was not found.`
      : missing.length === 1
        ? "The test was not found."
        : `${missing.length} of the tests were not found.`;
  throw new AppError("not_found", message, {
    test_ids: missing.map((test) => test.id),
    fields: missing.map((test) => ({ path: test.path, message: "was not found" })),
  });
}

async function branchTip(deps: TestingPorts, actor: Actor, agentId: string, branchId: string | null) {
  let reply: BranchTipReply;
  try {
    reply = await deps.agents.branchTip(actor.workspaceId, agentId, branchId);
  } catch (error) {
    deps.logger.warn({ err: error }, "the agents service could not say which version to test");
    throw new AppError("unavailable", "The agents service did not answer; try again.");
  }
  if (reply.outcome === "agent_not_found" || !reply.tip) {
    throw AppError.notFound(reply.outcome === "agent_not_found" ? "agent" : "branch");
  }
  return reply.tip;
}

/**
 * The tests a tip attaches, folders expanded now (extension spec part 11). Ids that no longer name
 * a test or folder of the workspace (deleted since the version was published) are left out; none
 * left is a 422, as is more than one invocation may run.
 */
async function attachedTestsOf(deps: TestingPorts, actor: Actor, config: unknown): Promise<string[]> {
  const { testIds } = await expandAttachedTests(deps, actor.workspaceId, attachedTestIds(config));
  if (testIds.length === 0) {
    throw AppError.validation([{ path: "/attached", message: "the branch's tip version has no attached tests" }]);
  }
  if (testIds.length > INVOCATION_TEST_IDS_MAX) {
    throw AppError.validation([
      {
        path: "/attached",
        message: `the attached tests come to ${testIds.length}, more than the ${INVOCATION_TEST_IDS_MAX} an invocation runs`,
      },
    ]);
  }
  return testIds;
}

/** The ids a config's `platform_settings.testing.attached_tests` names, each once. */
function attachedTestIds(config: unknown): string[] {
  const attached = (config as { platform_settings?: { testing?: { attached_tests?: unknown } } } | null)
    ?.platform_settings?.testing?.attached_tests;
  if (!Array.isArray(attached)) return [];
  const ids = attached.flatMap((entry) =>
    entry && typeof entry === "object" && typeof (entry as { test_id?: unknown }).test_id === "string"
      ? [(entry as { test_id: string }).test_id]
      : [],
  );
  return [...new Set(ids)];
}

function duplicateErrors(testIds: readonly string[]): FieldError[] {
  const seen = new Set<string>();
  return testIds.flatMap((id, i) => {
    const repeated = seen.has(id);
    seen.add(id);
    return repeated
      ? [{ path: `/test_ids/${i}`, message: "is listed twice; use repeat_count to run a test again" }]
      : [];
  });
}

/**
 * Starts an invocation: one run per test per repeat, each frozen on the test's current revision
 * and the branch tip at this moment, then one job per run on the bus. The runs are stored before
 * the invocation (and so are its tests' results, which histories read), so a reader who can see
 * the invocation sees all of its runs; the invocation is stored with its
 * `testing.invocation.started` (relayed by the outbox once it is).
 */
export async function startInvocation(
  deps: TestingPorts,
  actor: Actor,
  agentId: string,
  body: InvocationCreateBody,
): Promise<Invocation> {
  const attached = body.attached === true;
  if (attached === (body.test_ids !== undefined)) {
    throw AppError.validation([
      { path: attached ? "/attached" : "/test_ids", message: "give exactly one of test_ids and attached" },
    ]);
  }
  const tip = await branchTip(deps, actor, agentId, body.branch_id ?? null);
  const testIds = attached ? await attachedTestsOf(deps, actor, tip.config) : (body.test_ids ?? []);
  const duplicates = duplicateErrors(testIds);
  if (duplicates.length > 0) throw AppError.validation(duplicates);
  const tests = await requireTests(deps, actor, testIds);
  const repeatCount = body.repeat_count ?? 1;
  const allowRealTools = body.allow_real_tools ?? false;
  const now = isoNow(deps.clock);
  const nowMs = Date.parse(now);
  const invocationId = newId("inv");
  const requeueAt = new Date(nowMs + deps.runSettings.pendingRequeueMs).toISOString();

  const items: InvocationItem[] = tests.map((test) => ({
    invocation_item_id: newId("itm"),
    test_id: test._id,
    test_name: test.name,
    test_type: test.list_type as InvocationItem["test_type"],
    test_revision_id: test.current_revision_id,
  }));
  const runs: RunDocument[] = items.flatMap((item) =>
    Array.from({ length: repeatCount }, (_, repeatIndex) => ({
      _id: newId("run"),
      workspace_id: actor.workspaceId,
      invocation_id: invocationId,
      agent_id: agentId,
      branch_id: tip.branch_id,
      version_id: tip.version_id,
      invocation_item_id: item.invocation_item_id,
      test_id: item.test_id,
      test_type: item.test_type,
      test_revision_id: item.test_revision_id,
      repeat_index: repeatIndex,
      allows_real_tools: allowRealTools,
      status: "pending" as const,
      created_at: now,
      started_at: null,
      completed_at: null,
      updated_at: now,
      cost_usd: 0,
      input_tokens: 0,
      output_tokens: 0,
      result_json: JSON.stringify(pendingResult()),
      attempts: 0,
      lease_token: null,
      lease_expires_at: requeueAt,
      conversation_id: item.test_type === "simulation" ? newId("conv") : null,
    })),
  );
  const invocation: InvocationDocument = {
    _id: invocationId,
    workspace_id: actor.workspaceId,
    agent_id: agentId,
    branch_id: tip.branch_id,
    version_id: tip.version_id,
    agent_config_json: JSON.stringify(tip.config),
    test_ids: [...testIds],
    attached,
    items,
    repeat_count: repeatCount,
    allow_real_tools: allowRealTools,
    created_by: actor.userId,
    created_at: now,
    cancelled_at: null,
    status: "running",
    totals: null,
    clock_ms: nowMs,
    in_flight: {},
  };
  await deps.runs.insertMany(actor.workspaceId, runs);
  await deps.history.insertResults(actor.workspaceId, resultsOf(invocation));
  await deps.invocations.insert(actor.workspaceId, invocation, [invocationStarted(invocation, runs.length)]);
  await publishJobs(deps, invocation, runs);
  return presentInvocation(invocation, runs);
}

const PUBLISH_BATCH = 100;

/** A job that cannot be sent now is sent again by the sweeper once `pendingRequeueMs` has passed. */
async function publishJobs(deps: TestingPorts, invocation: InvocationDocument, runs: RunDocument[]) {
  try {
    // Confirmed publishes in parallel batches: 1,000 jobs one after another would hold the answer for seconds.
    for (let i = 0; i < runs.length; i += PUBLISH_BATCH) {
      await Promise.all(
        runs
          .slice(i, i + PUBLISH_BATCH)
          .map((run) => deps.runEvents.runRequested(invocation, run, invocation.created_at)),
      );
    }
  } catch (error) {
    deps.logger.warn({ err: error, invocationId: invocation._id }, "run requests not sent yet; the sweeper will");
  }
}

async function requireInvocation(deps: TestingPorts, actor: Actor, invocationId: string) {
  const invocation = await deps.invocations.find(actor.workspaceId, invocationId);
  if (!invocation) throw AppError.notFound("invocation");
  return invocation;
}

export async function getInvocation(deps: TestingPorts, actor: Actor, invocationId: string): Promise<Invocation> {
  const found = await readInvocation(deps, actor.workspaceId, invocationId);
  if (!found) throw AppError.notFound("invocation");
  return found;
}

/**
 * The invocation as `GET .../test-invocations/{id}` answers it, null when the workspace has none
 * of that id; one whose stored status lags its runs (its settling was lost) is settled on the way.
 */
export async function readInvocation(
  deps: TestingPorts,
  ws: WorkspaceId,
  invocationId: string,
): Promise<Invocation | null> {
  const invocation = await deps.invocations.find(ws, invocationId);
  if (!invocation) return null;
  const presented = presentInvocation(invocation, await deps.runs.tallies(ws, invocationId));
  if (presented.status !== invocation.status) await settleInvocation(deps, ws, invocationId);
  return presented;
}

/**
 * Every pending or running run becomes `interrupted` at once; a worker executing one notices at
 * its next step and its result is discarded (its lease is gone with the status). Each run is
 * interrupted with its `testing.run.completed`, relayed once the interruptions are visible.
 */
export async function cancelInvocation(deps: TestingPorts, actor: Actor, invocationId: string): Promise<Invocation> {
  const invocation = await requireInvocation(deps, actor, invocationId);
  const before = await deps.runs.tallies(actor.workspaceId, invocationId);
  if (presentInvocation(invocation, before).status !== "running") {
    throw new AppError("invocation_finished", "The invocation has finished; there is nothing left to cancel.");
  }
  const now = isoNow(deps.clock);
  await deps.invocations.markCancelled(actor.workspaceId, invocationId, now);
  let interrupted: string[] = [];
  await deps.invocations.stamps.write(actor.workspaceId, invocationId, async (updatedAt) => {
    interrupted = await deps.runs.interruptAll(
      actor.workspaceId,
      invocationId,
      pendingResult(),
      now,
      updatedAt,
      (run) => [runCompleted(run)],
    );
    return interrupted.length > 0;
  });
  // The last runs finished (or another cancel interrupted them) since the check above.
  if (interrupted.length === 0) {
    throw new AppError("invocation_finished", "The invocation has finished; there is nothing left to cancel.");
  }
  deps.streamWakeups.notify(invocationId);
  // The relay never throws: what the bus refuses stays on the runs for the outbox's sweeper.
  for (let i = 0; i < interrupted.length; i += PUBLISH_BATCH) {
    await Promise.all(interrupted.slice(i, i + PUBLISH_BATCH).map((runId) => deps.runs.relayPending(runId)));
  }
  await settleInvocation(deps, actor.workspaceId, invocationId);
  const cancelled = (await deps.invocations.find(actor.workspaceId, invocationId)) ?? invocation;
  return presentInvocation(cancelled, await deps.runs.tallies(actor.workspaceId, invocationId));
}
