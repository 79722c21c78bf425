import type { Collection, Database } from "@cx/store";
import type { WorkspaceId } from "../domain/ids.ts";
import { COLLECTIONS } from "./collections.ts";
import type { InvocationDocument, RunDocument } from "./run-documents.ts";

/** What a comparison reads of a run: which test and repeat it is, and its result. */
export type ComparedRun = Pick<RunDocument, "invocation_item_id" | "repeat_index" | "status" | "result_json">;

const RUN_PROJECTION = { invocation_item_id: 1, repeat_index: 1, status: 1, result_json: 1 } as const;

/** Invocations looked at per read while looking for the previous terminal one. */
const PREVIOUS_BATCH = 20;

/** The reads of a comparison of two invocations (extensions part 10), each along an index. */
export class ComparisonRepository {
  private readonly invocations: Collection<InvocationDocument>;
  private readonly runs: Collection<RunDocument>;

  constructor(database: Database) {
    this.invocations = database.collection<InvocationDocument>(COLLECTIONS.invocations);
    this.runs = database.collection<RunDocument>(COLLECTIONS.runs);
  }

  /**
   * The invocations of the agent's branch created before `before`, newest first (ties by id), a
   * batch at a time from the agent-and-branch index, until `accept` takes one.
   */
  async newestBefore(
    ws: WorkspaceId,
    agentId: string,
    branchId: string,
    before: string,
    accept: (invocation: InvocationDocument) => Promise<boolean>,
  ): Promise<InvocationDocument | null> {
    let after: { created_at: string; id: string } | null = null;
    for (;;) {
      const range = after
        ? {
            $or: [{ created_at: { $lt: after.created_at } }, { created_at: after.created_at, _id: { $lt: after.id } }],
          }
        : { created_at: { $lt: before } };
      const batch = await this.invocations.find(
        { workspace_id: ws, agent_id: agentId, branch_id: branchId, ...range },
        { sort: { created_at: -1, _id: -1 }, limit: PREVIOUS_BATCH },
      );
      for (const invocation of batch) if (await accept(invocation)) return invocation;
      const last = batch.at(-1);
      if (!last || batch.length < PREVIOUS_BATCH) return null;
      after = { created_at: last.created_at, id: last._id };
    }
  }

  /**
   * Each test's first passed or failed run (lowest `repeat_index`) among `itemIds`: the first
   * repeats in one read of the repeat index, then, for the tests whose first repeat was not
   * decided (interrupted, or not finished), their decided runs.
   */
  async firstDecidedRuns(
    ws: WorkspaceId,
    invocationId: string,
    itemIds: ReadonlySet<string>,
  ): Promise<Map<string, ComparedRun>> {
    const first = new Map<string, ComparedRun>();
    if (itemIds.size === 0) return first;
    const decided = (run: ComparedRun) => run.status === "passed" || run.status === "failed";
    const firstRepeats = (await this.runs.find(
      { invocation_id: invocationId, repeat_index: 0, workspace_id: ws },
      { projection: RUN_PROJECTION },
    )) as ComparedRun[];
    for (const run of firstRepeats)
      if (itemIds.has(run.invocation_item_id) && decided(run)) first.set(run.invocation_item_id, run);
    const missing = [...itemIds].filter((id) => !first.has(id));
    if (missing.length === 0) return first;
    const later = (await this.runs.find(
      {
        invocation_id: invocationId,
        status: { $in: ["passed", "failed"] },
        workspace_id: ws,
        invocation_item_id: { $in: missing },
      },
      { projection: RUN_PROJECTION },
    )) as ComparedRun[];
    for (const run of later) {
      const known = first.get(run.invocation_item_id);
      if (!known || run.repeat_index < known.repeat_index) first.set(run.invocation_item_id, run);
    }
    return first;
  }
}
