import type { Events, OutboxCollection } from "@cx/outbox";
import { requireTenant } from "@cx/store";
import type { DeploymentDoc, DeploymentHistoryEntry, DeploymentRecordFields, StoredAllocation } from "./documents.ts";
import type { WorkspaceId } from "./workspace-id.ts";

export type CurrentDeployment = Omit<DeploymentDoc, "history">;

export class DeploymentsRepository {
  constructor(private readonly deployments: OutboxCollection<DeploymentDoc>) {}

  insert(ws: WorkspaceId, doc: DeploymentDoc): Promise<void> {
    requireTenant(ws, doc.workspace_id);
    return this.deployments.insertOne(doc);
  }

  /** Without the history, which only grows and no request needs. */
  find(ws: WorkspaceId, agentId: string): Promise<CurrentDeployment | null> {
    return this.deployments.findOne({ _id: agentId, workspace_id: ws }, { projection: { history: 0 } });
  }

  findWithHistory(ws: WorkspaceId, agentId: string): Promise<DeploymentDoc | null> {
    return this.deployments.findOne({ _id: agentId, workspace_id: ws });
  }

  /**
   * Replaces the distribution and records the old one in the history, in one atomic update, and
   * only if the deployment is still at `expectedRevision`. Null when something changed it first.
   */
  replace(
    ws: WorkspaceId,
    agentId: string,
    expectedRevision: number,
    next: { deployment_id: string; distribution: StoredAllocation[]; updated_at: string } & DeploymentRecordFields,
    replaced: DeploymentHistoryEntry,
    events: Events = [],
  ): Promise<DeploymentDoc | null> {
    return this.deployments.findOneAndUpdate(
      { _id: agentId, workspace_id: ws, revision: expectedRevision },
      { $set: { ...next }, $inc: { revision: 1 }, $push: { history: replaced } },
      { returnDocument: "after", events },
    );
  }

  /**
   * Bumps the revision (an archive happened), only if it is still `expectedRevision`: the archive's
   * commit point, so its event is recorded here.
   */
  async touch(ws: WorkspaceId, agentId: string, expectedRevision: number, events: Events = []): Promise<boolean> {
    const result = await this.deployments.updateOne(
      { _id: agentId, workspace_id: ws, revision: expectedRevision },
      { $inc: { revision: 1 } },
      { events },
    );
    return result.matchedCount === 1;
  }

  /** The agent's deployment with its history (removing the agent). */
  deleteOfAgent(ws: WorkspaceId, agentId: string): Promise<number> {
    return this.deployments.deleteMany({ _id: agentId, workspace_id: ws });
  }
}
