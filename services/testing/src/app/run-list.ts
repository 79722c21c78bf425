import type { TestRunListPage } from "@cx/contracts";
import { AppError, type FieldError } from "@cx/errors";
import { pageSizeParam } from "@cx/http-kit";
import type { Actor } from "../domain/actor.ts";
import type { TestingDeps } from "./deps.ts";
import { presentRun } from "./present-runs.ts";

export interface RunListQuery {
  cursor?: string | undefined;
  page_size?: string | undefined;
  updated_after?: string | undefined;
}

/**
 * Part 4.9: by `updated_at`, then id; `updated_after` is strict. Only runs whose write is
 * complete up to the invocation's clock are shown (`RunClock`), so a poller that passes the last
 * `updated_at` it saw misses nothing and sees nothing twice.
 */
export async function listRuns(
  deps: TestingDeps,
  actor: Actor,
  invocationId: string,
  query: RunListQuery,
): Promise<TestRunListPage> {
  const problems: FieldError[] = [];
  const pageSize = pageSizeParam(query.page_size, problems);
  let after: string | null = null;
  if (query.updated_after !== undefined) {
    const time = Date.parse(query.updated_after);
    if (Number.isNaN(time)) problems.push({ path: "/updated_after", message: "must be a date-time" });
    else after = new Date(time).toISOString();
  }
  if (problems.length > 0) throw AppError.validation(problems);
  const invocation = await deps.invocations.find(actor.workspaceId, invocationId);
  if (!invocation) throw AppError.notFound("invocation");
  const upTo = new Date(deps.invocations.clock.visibleUpTo(invocation)).toISOString();
  const page = await deps.runs.page(
    actor.workspaceId,
    invocationId,
    { after, upTo },
    { cursor: query.cursor, pageSize },
  );
  return { items: page.items.map(presentRun), has_more: page.hasMore, next_cursor: page.nextCursor };
}
