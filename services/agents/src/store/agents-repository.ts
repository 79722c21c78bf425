import type { Events, OutboxCollection } from "@cx/outbox";
import { requireTenant } from "@cx/store";
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

  /** `after`: the `[created_at, _id]` of the last agent of the previous page. */
  list(ws: WorkspaceId, after: [string, string] | null, limit: number): Promise<AgentDoc[]> {
    const filter: Record<string, unknown> = { workspace_id: ws };
    if (after) {
      const [createdAt, id] = after;
      filter.$or = [{ created_at: { $lt: createdAt } }, { created_at: createdAt, _id: { $lt: id } }];
    }
    return this.agents.find(filter, { sort: { created_at: -1, _id: -1 }, limit });
  }

  rename(ws: WorkspaceId, agentId: string, name: string, now: string, events: Events = []): Promise<AgentDoc | null> {
    return this.agents.findOneAndUpdate(
      { _id: agentId, workspace_id: ws },
      { $set: { name, updated_at: now } },
      { returnDocument: "after", events },
    );
  }
}
