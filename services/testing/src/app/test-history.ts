import {
  historyLimitOf,
  pageSizeOf,
  type TestHistory,
  type TestHistoryQuery,
  type TestRunOfTestPage,
  type TestRunsOfTestQuery,
} from "@cx/contracts";
import { AppError } from "@cx/errors";
import type { Actor } from "../domain/actor.ts";
import type { WorkspaceId } from "../domain/ids.ts";
import { countRuns, type ResultFacts, testHistory } from "../domain/test-history.ts";
import type { TestingPorts } from "./ports.ts";
import { presentRun } from "./present-runs.ts";

/** A test of another workspace is answered as one that does not exist. */
async function requireTest(deps: TestingPorts, ws: WorkspaceId, testId: string): Promise<void> {
  if (!(await deps.entries.findTest(ws, testId))) throw AppError.notFound("test");
}

/** Extensions part 10: the test's runs in every invocation, newest first, with where each ran. */
export async function listTestRunsOfTest(
  deps: TestingPorts,
  actor: Actor,
  testId: string,
  query: TestRunsOfTestQuery,
): Promise<TestRunOfTestPage> {
  const ws = actor.workspaceId;
  await requireTest(deps, ws, testId);
  const page = await deps.history.runsOfTest(
    ws,
    testId,
    { agent_id: query.agent_id, branch_id: query.branch_id, version_id: query.version_id },
    { cursor: query.cursor, pageSize: pageSizeOf(query) },
  );
  return {
    items: page.items.map((run) => ({
      ...presentRun(run),
      invocation_id: run.invocation_id,
      agent_id: run.agent_id,
      branch_id: run.branch_id,
      version_id: run.version_id,
      test_revision_id: run.test_revision_id,
      created_at: run.created_at,
    })),
    has_more: page.hasMore,
    next_cursor: page.nextCursor,
  };
}

/**
 * Extensions part 10: the newest `limit` invocations that ran the test, from one small result
 * document per test and invocation (`docs/api/testing.md` says why).
 */
export async function getTestHistory(
  deps: TestingPorts,
  actor: Actor,
  testId: string,
  query: TestHistoryQuery,
): Promise<TestHistory> {
  const ws = actor.workspaceId;
  await requireTest(deps, ws, testId);
  const results = await deps.history.recentResults(
    ws,
    testId,
    { agent_id: query.agent_id, branch_id: query.branch_id },
    historyLimitOf(query),
  );
  // A settled invocation's result holds its counts; only one still running is counted from its runs.
  const facts = await Promise.all(
    results.map(
      async ({ final, ...result }): Promise<ResultFacts> => ({
        ...result,
        ...(final ?? countRuns(await deps.history.runsOfResult(ws, { ...result, final }))),
      }),
    ),
  );
  return testHistory(testId, facts);
}
