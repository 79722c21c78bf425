import type { Events, OutboxCollection } from "@cx/outbox";
import { findKeysetPage, type Page, type PageRequest, requireTenant } from "@cx/store";
import type { AgentDoc } from "./documents.ts";
import type { WorkspaceId } from "./workspace-id.ts";

/** Agents, newest first: `created_at` then `_id`, both descending (immutable, so pages are stable). */
export class AgentsRepository {
  constructor(private readonly agents: OutboxCollection<AgentDoc>) {}

  insert(ws: WorkspaceId, doc: AgentDoc, events: Events = []): Promise<void> {
    requireTenant(ws, doc.workspace_id);
    return this.agents.insertOne(doc, { events });
  }

  find(ws: WorkspaceId, agentId: string): Promise<AgentDoc | null> {
    return this.agents.findOne({ _id: agentId, workspace_id: ws });
  }

  /** The ids among `agentIds` that name agents of the workspace. */
  async existingAmong(ws: WorkspaceId, agentIds: readonly string[]): Promise<string[]> {
    if (agentIds.length === 0) return [];
    const found = await this.agents.find(
      { workspace_id: ws, _id: { $in: [...new Set(agentIds)] } },
      { projection: { _id: 1 } },
    );
    return found.map((agent) => agent._id);
  }

  /** A page of the workspace's agents, newest first (the cursor holds the last one's `[created_at, _id]`). */
  page(ws: WorkspaceId, request: PageRequest): Promise<Page<AgentDoc>> {
    return findKeysetPage(this.agents, { workspace_id: ws }, "created_at", request, -1);
  }

  /** Sets the name and the deployment policy given (a whole policy: the use case merged the patch). */
  update(
    ws: WorkspaceId,
    agentId: string,
    changes: Partial<Pick<AgentDoc, "name" | "deployment_policy">>,
    now: string,
    events: Events = [],
  ): Promise<AgentDoc | null> {
    return this.agents.findOneAndUpdate(
      { _id: agentId, workspace_id: ws },
      { $set: { ...changes, updated_at: now } },
      { returnDocument: "after", events },
    );
  }

  /** True when this call removed it; the events go with the removal. */
  async delete(ws: WorkspaceId, agentId: string, events: Events = []): Promise<boolean> {
    return (await this.agents.deleteOne({ _id: agentId, workspace_id: ws }, { events })) === 1;
  }
}
