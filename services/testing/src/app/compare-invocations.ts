import {
  type CompareQuery,
  type ComparisonEntry,
  type Invocation,
  type InvocationComparison,
  type InvocationRef,
  PREVIOUS_BASELINE,
  type TestRunResult,
} from "@cx/contracts";
import { AppError } from "@cx/errors";
import type { Actor } from "../domain/actor.ts";
import {
  compareSummaries,
  costDelta,
  countDelta,
  hasDecidedRun,
  replyDivergence,
  type TranscriptLine,
  totalsOfEntries,
  transcriptDivergence,
} from "../domain/comparison.ts";
import type { WorkspaceId } from "../domain/ids.ts";
import type { ComparedRun } from "../store/comparison-repository.ts";
import type { InvocationDocument, InvocationItem } from "../store/run-documents.ts";
import { settleInvocation } from "./invocation-history.ts";
import type { TestingPorts } from "./ports.ts";
import { presentInvocation, presentSettledInvocation } from "./present-runs.ts";

/** The invocation as `GET .../test-invocations/{id}` answers it: a settled one without reading its runs. */
async function presentNow(deps: TestingPorts, ws: WorkspaceId, invocation: InvocationDocument): Promise<Invocation> {
  if (invocation.totals) return presentSettledInvocation(invocation, invocation.totals);
  const presented = presentInvocation(invocation, await deps.runs.tallies(ws, invocation._id));
  if (presented.status !== invocation.status) await settleInvocation(deps, ws, invocation._id);
  return presented;
}

/** Whether an invocation stored as running has in fact ended (and is now stored so); a failure to tell is a no. */
async function settledNow(deps: TestingPorts, ws: WorkspaceId, invocationId: string): Promise<boolean> {
  try {
    return (await deps.history.settle(ws, invocationId)) !== "running";
  } catch (error) {
    deps.logger.warn({ err: error, invocationId }, "could not tell whether the invocation has ended");
    return false;
  }
}

/**
 * `previous`: the newest terminal invocation of the same agent and branch created before this one.
 * One whose stored status lags its runs (its settling was lost) is settled on the way.
 */
async function previousOf(deps: TestingPorts, ws: WorkspaceId, invocation: InvocationDocument) {
  const previous = await deps.comparisons.newestBefore(
    ws,
    invocation.agent_id,
    invocation.branch_id,
    invocation.created_at,
    async (candidate) => candidate.status !== "running" || (await settledNow(deps, ws, candidate._id)),
  );
  if (!previous)
    throw new AppError("not_found", "No terminal invocation of this agent and branch came before this one.");
  return previous;
}

function refOf(invocation: Invocation): InvocationRef {
  return {
    id: invocation.id,
    agent_id: invocation.agent_id,
    branch_id: invocation.branch_id,
    version_id: invocation.version_id,
    created_at: invocation.created_at,
    status: invocation.status,
  };
}

/** One side's item and first decided run of each test that both sides decided. */
interface SideRuns {
  items: Map<string, InvocationItem>;
  runs: Map<string, ComparedRun>;
}

async function firstRunsOf(
  deps: TestingPorts,
  ws: WorkspaceId,
  invocation: InvocationDocument,
  testIds: ReadonlySet<string>,
): Promise<SideRuns> {
  const items = new Map(invocation.items.map((item) => [item.test_id, item]));
  const itemIds = new Set([...testIds].flatMap((id) => (items.has(id) ? [items.get(id)!.invocation_item_id] : [])));
  return { items, runs: await deps.comparisons.firstDecidedRuns(ws, invocation._id, itemIds) };
}

function resultOf(side: SideRuns, testId: string): TestRunResult | null {
  const item = side.items.get(testId);
  const run = item ? side.runs.get(item.invocation_item_id) : undefined;
  return run ? (JSON.parse(run.result_json) as TestRunResult) : null;
}

/**
 * The simulated conversations named by `results`, read from the conversations service in one
 * request per hundred; one it does not have (the run failed before recording it) reads as empty.
 */
async function transcriptsOf(
  deps: TestingPorts,
  ws: WorkspaceId,
  conversationIds: readonly string[],
): Promise<Map<string, TranscriptLine[]>> {
  if (conversationIds.length === 0) return new Map();
  try {
    const found = await deps.conversations.read(ws, conversationIds, false);
    return new Map([...found].map(([id, conversation]) => [id, conversation.transcript]));
  } catch (error) {
    deps.logger.warn({ err: error }, "the conversations service could not give the simulated conversations");
    throw new AppError("unavailable", "The conversations service did not answer; try again.");
  }
}

/** Adds each divergence: the first decided run of each side, their replies or their conversations. */
async function addDivergences(
  deps: TestingPorts,
  ws: WorkspaceId,
  entries: ComparisonEntry[],
  invocation: InvocationDocument,
  baseline: InvocationDocument,
): Promise<void> {
  const compared = entries.filter((entry) => hasDecidedRun(entry.invocation) && hasDecidedRun(entry.baseline));
  const testIds = new Set(compared.map((entry) => entry.test_id));
  const [now, before] = await Promise.all([
    firstRunsOf(deps, ws, invocation, testIds),
    firstRunsOf(deps, ws, baseline, testIds),
  ]);
  const pairs = compared.map((entry) => ({
    entry,
    simulation:
      now.items.get(entry.test_id)?.test_type === "simulation" &&
      before.items.get(entry.test_id)?.test_type === "simulation",
    now: resultOf(now, entry.test_id),
    before: resultOf(before, entry.test_id),
  }));
  const conversationIds = pairs.flatMap((pair) =>
    pair.simulation
      ? [pair.now?.conversation_id, pair.before?.conversation_id].filter((id) => typeof id === "string")
      : [],
  ) as string[];
  const transcripts = await transcriptsOf(deps, ws, conversationIds);
  const transcript = (result: TestRunResult | null) =>
    (result?.conversation_id && transcripts.get(result.conversation_id)) || [];
  for (const pair of pairs) {
    if (!pair.now || !pair.before) continue;
    pair.entry.divergence = pair.simulation
      ? transcriptDivergence(transcript(pair.now), transcript(pair.before))
      : replyDivergence(pair.now, pair.before);
  }
}

/**
 * Extensions part 10: the invocation against its baseline, test by test (matched by id), with the
 * totals of each change and the cost and token deltas. Another workspace's invocation, as baseline
 * too, is 404; the two ids equal is 422.
 */
export async function compareInvocations(
  deps: TestingPorts,
  actor: Actor,
  invocationId: string,
  query: CompareQuery,
): Promise<InvocationComparison> {
  if (query.baseline === invocationId) {
    throw AppError.validation([{ path: "/baseline", message: "must be another invocation than the one compared" }]);
  }
  const ws = actor.workspaceId;
  const invocation = await deps.invocations.find(ws, invocationId);
  if (!invocation) throw AppError.notFound("invocation");
  let baseline: InvocationDocument | null;
  if (query.baseline === PREVIOUS_BASELINE) baseline = await previousOf(deps, ws, invocation);
  else {
    baseline = await deps.invocations.find(ws, query.baseline);
    if (!baseline) throw AppError.notFound("baseline invocation");
  }
  const [now, before] = await Promise.all([presentNow(deps, ws, invocation), presentNow(deps, ws, baseline)]);
  const tests = compareSummaries(now.summary, before.summary);
  await addDivergences(deps, ws, tests, invocation, baseline);
  return {
    invocation: refOf(now),
    baseline: refOf(before),
    tests,
    totals: totalsOfEntries(tests),
    cost_usd: costDelta(now.cost_usd, before.cost_usd),
    input_tokens: countDelta(now.input_tokens, before.input_tokens),
    output_tokens: countDelta(now.output_tokens, before.output_tokens),
  };
}
