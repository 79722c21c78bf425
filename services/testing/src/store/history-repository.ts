import type { InvocationStatus } from "@cx/contracts";
import { type Collection, type Database, type Filter, findKeysetPage, type Page } from "@cx/store";
import type { WorkspaceId } from "../domain/ids.ts";
import { COLLECTIONS } from "./collections.ts";
import { type InvocationDocument, NON_TERMINAL, type RunDocument } from "./run-documents.ts";

/** What a test's history counts of each run. */
export type HistoryRun = Pick<
  RunDocument,
  "_id" | "invocation_id" | "agent_id" | "branch_id" | "version_id" | "created_at" | "status" | "completed_at"
>;

const HISTORY_PROJECTION = {
  _id: 1,
  invocation_id: 1,
  agent_id: 1,
  branch_id: 1,
  version_id: 1,
  created_at: 1,
  status: 1,
  completed_at: 1,
} as const;

/** Runs read per step of the history walk: a few invocations' worth at the largest repeat count. */
const HISTORY_BATCH = 200;

/** Only the filters that were given: an absent one matches everything. */
function given(filters: Record<string, string | undefined>): Filter {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}

/**
 * The reads of test results over time (extensions part 10), each answered by walking one index
 * from its newest end (`collections.ts`): an agent's invocations, a test's runs, and the runs a
 * test's history counts. Also the settling of an invocation's stored status, which the list's
 * `status` filter reads.
 */
export class HistoryRepository {
  private readonly invocations: Collection<InvocationDocument>;
  private readonly runs: Collection<RunDocument>;

  constructor(database: Database) {
    this.invocations = database.collection<InvocationDocument>(COLLECTIONS.invocations);
    this.runs = database.collection<RunDocument>(COLLECTIONS.runs);
  }

  /** The agent's invocations, newest `created_at` first, ties by id. */
  invocationsOfAgent(
    ws: WorkspaceId,
    agentId: string,
    filters: { branch_id?: string | undefined; status?: InvocationStatus | undefined },
    request: { cursor?: string | undefined; pageSize: number },
  ): Promise<Page<InvocationDocument>> {
    const filter = { workspace_id: ws, agent_id: agentId, ...given(filters) };
    return findKeysetPage(this.invocations, filter, "created_at", request, -1);
  }

  /** Whether the agent has any invocation in the workspace. */
  async agentHasInvocations(ws: WorkspaceId, agentId: string): Promise<boolean> {
    const found = await this.invocations.find(
      { workspace_id: ws, agent_id: agentId },
      { limit: 1, projection: { _id: 1 } },
    );
    return found.length > 0;
  }

  /** The test's runs, newest `created_at` first, ties by id. */
  runsOfTest(
    ws: WorkspaceId,
    testId: string,
    filters: { agent_id?: string | undefined; branch_id?: string | undefined; version_id?: string | undefined },
    request: { cursor?: string | undefined; pageSize: number },
  ): Promise<Page<RunDocument>> {
    const filter = { workspace_id: ws, test_id: testId, ...given(filters) };
    return findKeysetPage(this.runs, filter, "created_at", request, -1);
  }

  /**
   * The test's runs in the newest `limit` invocations that ran it, grouped by invocation in
   * newest-first order. Every run of an invocation has its `created_at`, so the walk down the
   * index meets an invocation's runs together and stops once it is past the `limit`-th one's.
   */
  async recentRunsByInvocation(
    ws: WorkspaceId,
    testId: string,
    filters: { agent_id?: string | undefined; branch_id?: string | undefined },
    limit: number,
  ): Promise<HistoryRun[][]> {
    const base = { workspace_id: ws, test_id: testId, ...given(filters) };
    const groups = new Map<string, HistoryRun[]>();
    let boundary: string | null = null;
    let after: HistoryRun | null = null;
    for (;;) {
      const filter: Filter = after
        ? {
            $and: [
              base,
              {
                $or: [
                  { created_at: { $lt: after.created_at } },
                  { created_at: after.created_at, _id: { $lt: after._id } },
                ],
              },
            ],
          }
        : base;
      const batch = (await this.runs.find(filter, {
        sort: { created_at: -1, _id: -1 },
        limit: HISTORY_BATCH,
        projection: HISTORY_PROJECTION,
      })) as HistoryRun[];
      for (const run of batch) {
        if (boundary !== null && run.created_at < boundary) return [...groups.values()];
        const group = groups.get(run.invocation_id);
        if (group) group.push(run);
        else if (groups.size < limit) {
          groups.set(run.invocation_id, [run]);
          if (groups.size === limit) boundary = run.created_at;
        }
      }
      if (batch.length < HISTORY_BATCH) return [...groups.values()];
      after = batch.at(-1) as HistoryRun;
    }
  }

  /**
   * Stores the invocation's final status once none of its runs is pending or running: `cancelled`
   * when a run was interrupted, else `completed`. Idempotent, and safe beside other settlers (the
   * last writer of a run always sees every run terminal, whichever settler writes first).
   */
  async settle(ws: WorkspaceId, invocationId: string): Promise<InvocationStatus> {
    const scope = { workspace_id: ws, invocation_id: invocationId };
    const open = await this.runs.find(
      { ...scope, status: { $in: NON_TERMINAL } },
      { limit: 1, projection: { _id: 1 } },
    );
    if (open.length > 0) return "running";
    const interrupted = await this.runs.find({ ...scope, status: "interrupted" }, { limit: 1, projection: { _id: 1 } });
    const status: InvocationStatus = interrupted.length > 0 ? "cancelled" : "completed";
    await this.invocations.updateOne({ _id: invocationId, workspace_id: ws, status: "running" }, { $set: { status } });
    return status;
  }
}
