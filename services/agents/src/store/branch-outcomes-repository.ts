import type { Events, OutboxCollection } from "@cx/outbox";
import { DuplicateKeyError, type StoredDocument } from "@cx/store";
import type { WorkspaceId } from "./workspace-id.ts";

export type RollbackCheckStatus = "waiting" | "checking" | "done" | "failed";

/**
 * What automatic rollback reads of a conversation, from `conversations.analysis.completed`: its
 * branch, when it started and whether the call succeeded (no text). Only conversations the
 * deployment routed, not test conversations or draft runs, are kept. `_id` is the conversation id.
 *
 * It is also the document of the rollback check its recording asked for (`check_*`, the
 * `rollback-check` job of `jobs.ts`). Outcomes recorded before checks were jobs have none: nothing
 * waits on them.
 */
export interface BranchOutcomeDoc extends StoredDocument {
  workspace_id: string;
  agent_id: string;
  branch_id: string;
  started_at: string;
  call_successful: boolean | null;
  /** The time of the analysis that set it: an older one delivered late changes nothing. */
  analysed_at: string;
  check_status?: RollbackCheckStatus;
  /** Names the latest request: a check of the branch settles only the requests it saw waiting. */
  check_request?: string;
  /** Claims of the latest request: workers that failed or died holding it. */
  check_runs?: number;
  check_lease_token?: string | null;
  check_lease_until?: string | null;
  /** When the check's message was last recorded. */
  check_queued_at?: string | null;
  check_error?: string | null;
}

/** The fields of the check's state, as one step of the job sets or expects them. */
export type RollbackCheckChanges = Partial<
  Pick<
    BranchOutcomeDoc,
    | "check_status"
    | "check_request"
    | "check_runs"
    | "check_lease_token"
    | "check_lease_until"
    | "check_queued_at"
    | "check_error"
  >
>;

/** A request seen waiting by a check of its branch. */
export type WaitingCheck = Pick<BranchOutcomeDoc, "_id" | "check_request">;

export class BranchOutcomesRepository {
  constructor(private readonly outcomes: OutboxCollection<BranchOutcomeDoc>) {}

  async init(): Promise<void> {
    await this.outcomes.createIndexes([
      { name: "by_branch_started", keys: { workspace_id: 1, agent_id: 1, branch_id: 1, started_at: -1, _id: -1 } },
      { name: "check_lease", keys: { check_status: 1, check_lease_until: 1 } },
      { name: "check_queued", keys: { check_status: 1, check_queued_at: 1 } },
    ]);
  }

  /**
   * Records the outcome with `events` (its check's message) in one write. False when a newer
   * analysis of the conversation is known: that one asked for a check already.
   */
  async record(doc: BranchOutcomeDoc, events: Events): Promise<boolean> {
    try {
      await this.outcomes.insertOne(doc, { events });
      return true;
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
    const { _id, ...fields } = doc;
    const result = await this.outcomes.updateOne(
      { _id, workspace_id: doc.workspace_id, analysed_at: { $lte: doc.analysed_at } },
      { $set: fields },
      { events },
    );
    return result.matchedCount === 1;
  }

  find(ws: string, conversationId: string): Promise<BranchOutcomeDoc | null> {
    return this.outcomes.findOne({ _id: conversationId, workspace_id: ws });
  }

  /** Applies `changes` when the check is still as `expected` says; the state after, or null. */
  async changeCheck(
    doc: BranchOutcomeDoc,
    expected: RollbackCheckChanges,
    changes: RollbackCheckChanges,
    events: Events = [],
  ): Promise<BranchOutcomeDoc | null> {
    const filter = { _id: doc._id, workspace_id: doc.workspace_id, ...expected };
    const result = await this.outcomes.updateOne(filter, { $set: changes }, { events });
    return result.matchedCount === 1 ? { ...doc, ...changes } : null;
  }

  /** The branch's requests waiting for a check, at most `limit`. */
  waitingChecks(ws: string, agentId: string, branchId: string, limit: number): Promise<WaitingCheck[]> {
    return this.outcomes.find(
      { workspace_id: ws, agent_id: agentId, branch_id: branchId, check_status: "waiting" },
      { limit, projection: { _id: 1, check_request: 1 } },
    );
  }

  /** Settles `seen`, still waiting with the same request: a check that started after them covered them. */
  async settleWaiting(ws: string, seen: readonly WaitingCheck[]): Promise<void> {
    if (seen.length === 0) return;
    await this.outcomes.updateMany(
      {
        workspace_id: ws,
        check_status: "waiting",
        $or: seen.map((check) => ({ _id: check._id, check_request: check.check_request })),
      },
      { $set: { check_status: "done", check_lease_token: null, check_lease_until: null } },
    );
  }

  /** Checks whose worker is gone (lapsed lease) and waiting ones whose message may be lost, across workspaces. */
  async dueChecks(now: string, requeueBefore: string, limit: number): Promise<BranchOutcomeDoc[]> {
    const lapsed = await this.outcomes.find({ check_status: "checking", check_lease_until: { $lte: now } }, { limit });
    const waiting = await this.outcomes.find(
      { check_status: "waiting", check_queued_at: { $lte: requeueBefore } },
      { limit },
    );
    return [...lapsed, ...waiting];
  }

  /** `call_successful` of the branch's newest `limit` analysed conversations started at `since` or later. */
  async newest(ws: WorkspaceId, agentId: string, branchId: string, since: string, limit: number): Promise<boolean[]> {
    const found = await this.outcomes.find(
      {
        workspace_id: ws,
        agent_id: agentId,
        branch_id: branchId,
        started_at: { $gte: since },
        call_successful: { $ne: null },
      },
      { sort: { started_at: -1, _id: -1 }, limit },
    );
    return found.map((doc) => doc.call_successful === true);
  }

  /** The conversation was removed. */
  async forget(ws: WorkspaceId, conversationId: string): Promise<void> {
    await this.outcomes.deleteOne({ _id: conversationId, workspace_id: ws });
  }

  /** The agent is gone: so are its outcomes. */
  async deleteOfAgent(ws: WorkspaceId, agentId: string): Promise<void> {
    await this.outcomes.deleteMany({ workspace_id: ws, agent_id: agentId });
  }
}
