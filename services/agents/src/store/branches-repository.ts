import type { Events, OutboxCollection } from "@cx/outbox";
import { requireTenant } from "@cx/store";
import type { BranchDoc } from "./documents.ts";
import type { WorkspaceId } from "./workspace-id.ts";

/** Branches of an agent, oldest first (`main` leads): `created_at` then `_id`, ascending. */
export class BranchesRepository {
  constructor(private readonly branches: OutboxCollection<BranchDoc>) {}

  /** Throws `DuplicateKeyError` when the agent already has a branch of that name. */
  insert(ws: WorkspaceId, doc: BranchDoc, events: Events = []): Promise<void> {
    requireTenant(ws, doc.workspace_id);
    return this.branches.insertOne(doc, { events });
  }

  find(ws: WorkspaceId, agentId: string, branchId: string): Promise<BranchDoc | null> {
    return this.branches.findOne({ _id: branchId, workspace_id: ws, agent_id: agentId });
  }

  findByName(ws: WorkspaceId, agentId: string, name: string): Promise<BranchDoc | null> {
    return this.branches.findOne({ workspace_id: ws, agent_id: agentId, name });
  }

  findMany(ws: WorkspaceId, agentId: string, branchIds: string[]): Promise<BranchDoc[]> {
    if (branchIds.length === 0) return Promise.resolve([]);
    return this.branches.find({ workspace_id: ws, agent_id: agentId, _id: { $in: branchIds } });
  }

  list(ws: WorkspaceId, agentId: string, after: [string, string] | null, limit: number): Promise<BranchDoc[]> {
    const filter: Record<string, unknown> = { workspace_id: ws, agent_id: agentId };
    if (after) {
      const [createdAt, id] = after;
      filter.$or = [{ created_at: { $gt: createdAt } }, { created_at: createdAt, _id: { $gt: id } }];
    }
    return this.branches.find(filter, { sort: { created_at: 1, _id: 1 }, limit });
  }

  /** Throws `DuplicateKeyError` when another branch of the agent has that name. */
  rename(
    ws: WorkspaceId,
    agentId: string,
    branchId: string,
    name: string,
    now: string,
    events: Events = [],
  ): Promise<BranchDoc | null> {
    return this.branches.findOneAndUpdate(
      { _id: branchId, workspace_id: ws, agent_id: agentId },
      { $set: { name, updated_at: now } },
      { returnDocument: "after", events },
    );
  }

  /** Null when the branch is missing or already in that state. */
  setArchived(ws: WorkspaceId, agentId: string, branchId: string, archived: boolean, now: string, events: Events = []) {
    return this.branches.findOneAndUpdate(
      { _id: branchId, workspace_id: ws, agent_id: agentId, is_archived: !archived },
      { $set: { is_archived: archived, updated_at: now } },
      { returnDocument: "after", events },
    );
  }

  /**
   * Moves the tip from `fromTip` to the new version, atomically, and only if the tip is still
   * `fromTip` and the branch is not archived: of two publishes racing from one tip, one wins.
   */
  advanceTip(
    ws: WorkspaceId,
    agentId: string,
    branchId: string,
    fromTip: string,
    to: { versionId: string; seq: number },
    now: string,
    events: Events = [],
  ): Promise<BranchDoc | null> {
    return this.branches.findOneAndUpdate(
      { _id: branchId, workspace_id: ws, agent_id: agentId, tip_version_id: fromTip, is_archived: false },
      { $set: { tip_version_id: to.versionId, tip_seq: to.seq, updated_at: now } },
      { returnDocument: "after", events },
    );
  }

  /** Branches of any agent of the workspace whose tip is one of these versions. */
  withTipAmong(ws: WorkspaceId, versionIds: string[]): Promise<BranchDoc[]> {
    if (versionIds.length === 0) return Promise.resolve([]);
    return this.branches.find({ workspace_id: ws, tip_version_id: { $in: versionIds } });
  }

  /** Branches of any agent of the workspace, by id. */
  findManyInWorkspace(ws: WorkspaceId, branchIds: string[]): Promise<BranchDoc[]> {
    if (branchIds.length === 0) return Promise.resolve([]);
    return this.branches.find({ workspace_id: ws, _id: { $in: branchIds } });
  }

  /** Every branch of the agent (removing the agent). */
  deleteOfAgent(ws: WorkspaceId, agentId: string): Promise<number> {
    return this.branches.deleteMany({ workspace_id: ws, agent_id: agentId });
  }
}
