import { type Collection, DuplicateKeyError, type StoredDocument } from "@cx/store";
import type { WorkspaceId } from "./workspace-id.ts";

/**
 * What automatic rollback reads of a conversation, from `conversations.analysis.completed`: its
 * branch, when it started and whether the call succeeded (no text). Only conversations the
 * deployment routed, not test conversations or draft runs, are kept. `_id` is the conversation id.
 */
export interface BranchOutcomeDoc extends StoredDocument {
  workspace_id: string;
  agent_id: string;
  branch_id: string;
  started_at: string;
  call_successful: boolean | null;
  /** The time of the analysis that set it: an older one delivered late changes nothing. */
  analysed_at: string;
}

export class BranchOutcomesRepository {
  constructor(private readonly outcomes: Collection<BranchOutcomeDoc>) {}

  async init(): Promise<void> {
    await this.outcomes.createIndexes([
      { name: "by_branch_started", keys: { workspace_id: 1, agent_id: 1, branch_id: 1, started_at: -1, _id: -1 } },
    ]);
  }

  async record(doc: BranchOutcomeDoc): Promise<void> {
    const { _id, ...fields } = doc;
    try {
      await this.outcomes.updateOne(
        { _id, workspace_id: doc.workspace_id, analysed_at: { $lte: doc.analysed_at } },
        { $set: fields },
        { upsert: true },
      );
    } catch (error) {
      // Known with a newer analysis: the upsert's insert collided with it. Nothing to do.
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
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
