import { pageSizeOf, type TestRunListPage, type TestRunListQuery } from "@cx/contracts";
import { AppError } from "@cx/errors";
import type { Actor } from "../domain/actor.ts";
import type { TestingPorts } from "./ports.ts";
import { presentRun } from "./present-runs.ts";

/**
 * Part 4.9: by `updated_at`, then id; `updated_after` is strict. Only runs whose write is
 * complete up to the invocation's clock are shown (`RunStamps`), so a poller that passes the last
 * `updated_at` it saw misses nothing and sees nothing twice.
 */
export async function listRuns(
  deps: TestingPorts,
  actor: Actor,
  invocationId: string,
  query: TestRunListQuery,
): Promise<TestRunListPage> {
  const pageSize = pageSizeOf(query);
  const after = query.updated_after === undefined ? null : new Date(query.updated_after).toISOString();
  const invocation = await deps.invocations.find(actor.workspaceId, invocationId);
  if (!invocation) throw AppError.notFound("invocation");
  const upTo = new Date(deps.invocations.stamps.visibleUpTo(invocation)).toISOString();
  const page = await deps.runs.page(
    actor.workspaceId,
    invocationId,
    { after, upTo },
    { cursor: query.cursor, pageSize },
  );
  return { items: page.items.map(presentRun), has_more: page.hasMore, next_cursor: page.nextCursor };
}
