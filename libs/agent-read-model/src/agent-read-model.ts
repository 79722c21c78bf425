import type { DistributionEntry, EventPayloads } from "@cx/contracts";

/** The payload of an `agents.*` event, by the last two parts of its topic. */
type Agents<E extends string> = EventPayloads[`agents.${E}` & keyof EventPayloads];

import type { WorkspaceId } from "@cx/ids";
import { type Collection, type Database, DuplicateKeyError, type Filter } from "@cx/store";
import type { AgentVersionView, AgentView, BranchView, DraftView, ToolView } from "./documents.ts";

/**
 * A service's own copy of what it needs from the agents service, built from `agents.*` events
 * rather than calls. Every write is conditional on the event's time, so redeliveries and late,
 * older events leave it as the newest event made it.
 */
export class AgentReadModel {
  private readonly agents: Collection<AgentView>;
  private readonly versions: Collection<AgentVersionView>;
  private readonly tools: Collection<ToolView>;
  private readonly drafts: Collection<DraftView>;

  constructor(database: Database) {
    this.drafts = database.collection<DraftView>("draft_views");
    this.agents = database.collection<AgentView>("agent_views");
    this.versions = database.collection<AgentVersionView>("agent_versions");
    this.tools = database.collection<ToolView>("tool_views");
  }

  async init(): Promise<void> {
    await this.agents.createIndexes([{ keys: { workspace_id: 1, _id: 1 }, name: "workspace_agent" }]);
    await this.versions.createIndexes([
      { keys: { workspace_id: 1, branch_id: 1, created_at: -1 }, name: "workspace_branch" },
    ]);
    await this.tools.createIndexes([{ keys: { workspace_id: 1, _id: 1 }, name: "workspace_tool" }]);
  }

  // Reads: every one takes the workspace first.

  async agent(workspaceId: WorkspaceId, agentId: string): Promise<AgentView | null> {
    return this.agents.findOne({ _id: agentId, workspace_id: workspaceId, deleted: { $ne: true } });
  }

  async version(workspaceId: WorkspaceId, versionId: string): Promise<AgentVersionView | null> {
    return this.versions.findOne({ _id: versionId, workspace_id: workspaceId });
  }

  /** The branch's newest published version; null when none is known yet. */
  async tip(workspaceId: WorkspaceId, agentId: string, branchId: string): Promise<AgentVersionView | null> {
    const agent = await this.agent(workspaceId, agentId);
    const tipId = agent?.branches[branchId]?.tip_version_id;
    return tipId ? this.version(workspaceId, tipId) : null;
  }

  async distribution(workspaceId: WorkspaceId, agentId: string): Promise<DistributionEntry[] | null> {
    return (await this.agent(workspaceId, agentId))?.distribution ?? null;
  }

  /** The branch's current draft; null when it has none (or none is known yet). */
  async draft(workspaceId: WorkspaceId, agentId: string, branchId: string): Promise<DraftView | null> {
    const draft = await this.drafts.findOne({ _id: `${agentId}:${branchId}`, workspace_id: workspaceId });
    return draft?.config ? draft : null;
  }

  /** A tool of the workspace; null when unknown or deleted. */
  async tool(workspaceId: WorkspaceId, toolId: string): Promise<ToolView | null> {
    return this.tools.findOne({ _id: toolId, workspace_id: workspaceId, deleted: false, state_at: { $ne: null } });
  }

  /**
   * The tools among `toolIds` that exist, in the order asked; unknown ones are left out, and so
   * are deleted ones unless `withDeleted` (a deleted tool keeps its definition, `deleted: true`,
   * for the versions that still name it).
   */
  async toolsAmong(
    workspaceId: WorkspaceId,
    toolIds: readonly string[],
    { withDeleted = false }: { withDeleted?: boolean } = {},
  ): Promise<ToolView[]> {
    if (toolIds.length === 0) return [];
    const found = await this.tools.find({
      _id: { $in: [...new Set(toolIds)] },
      workspace_id: workspaceId,
      ...(withDeleted ? {} : { deleted: false }),
      state_at: { $ne: null },
    });
    const byId = new Map(found.map((tool) => [tool._id, tool] as const));
    return [...new Set(toolIds)].flatMap((id) => byId.get(id) ?? []);
  }

  // Events.

  async toolChanged(event: Agents<"tool.created" | "tool.updated">): Promise<void> {
    await this.ensureTool(event.workspace_id, event.tool_id);
    await this.tools.updateOne(
      {
        _id: event.tool_id,
        workspace_id: event.workspace_id,
        deleted: false,
        $or: [{ state_at: null }, { state_at: { $lt: event.updated_at } }],
      },
      {
        $set: {
          name: event.name,
          description: event.description,
          type: event.type,
          parameters: event.parameters,
          webhook: event.webhook,
          state_at: event.updated_at,
        },
      },
    );
  }

  async draftSaved(event: Agents<"draft.saved">): Promise<void> {
    // Publishers before drafts carried their config: nothing to run, nothing to keep.
    if (!event.config) return;
    await this.setDraft(event, event.config, event.base_version_id ?? null);
  }

  async draftDiscarded(event: Agents<"draft.discarded">): Promise<void> {
    await this.setDraft(event, null, null);
  }

  private async setDraft(
    event: { workspace_id: string; agent_id: string; branch_id: string; occurred_at: string },
    config: DraftView["config"],
    baseVersionId: string | null,
  ): Promise<void> {
    const id = `${event.agent_id}:${event.branch_id}`;
    const state = { config, base_version_id: baseVersionId, state_at: event.occurred_at };
    const fresh = { agent_id: event.agent_id, branch_id: event.branch_id };
    try {
      await this.drafts.updateOne(
        { _id: id, workspace_id: event.workspace_id, state_at: { $lte: event.occurred_at } },
        { $set: state, $setOnInsert: fresh },
        { upsert: true },
      );
    } catch (error) {
      // The draft is known with a newer state: the upsert's insert collided with it. Nothing to do.
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }

  async toolDeleted(event: Agents<"tool.deleted">): Promise<void> {
    await this.ensureTool(event.workspace_id, event.tool_id);
    await this.tools.updateOne({ _id: event.tool_id, workspace_id: event.workspace_id }, { $set: { deleted: true } });
  }

  async agentCreated(event: Agents<"agent.created">): Promise<void> {
    await this.ensureAgent(event.workspace_id, event.agent_id);
    await this.agents.updateOne(
      { _id: event.agent_id, workspace_id: event.workspace_id },
      { $set: { main_branch_id: event.main_branch_id } },
    );
    await this.setName(event.workspace_id, event.agent_id, event.name, event.occurred_at);
  }

  async agentRenamed(event: Agents<"agent.renamed">): Promise<void> {
    await this.ensureAgent(event.workspace_id, event.agent_id);
    await this.setName(event.workspace_id, event.agent_id, event.name, event.occurred_at);
  }

  /**
   * Forgets the agent: its versions and drafts go, and its view stays as a bare tombstone
   * (`deleted: true`) that reads leave out, so that a late event of it cannot bring it back.
   */
  async agentDeleted(event: Agents<"agent.deleted">): Promise<void> {
    await this.ensureAgent(event.workspace_id, event.agent_id);
    await this.agents.updateOne(
      { _id: event.agent_id, workspace_id: event.workspace_id },
      { $set: { deleted: true, name: null, branches: {}, distribution: null, deployment_id: null } },
    );
    await this.versions.deleteMany({ workspace_id: event.workspace_id, agent_id: event.agent_id });
    await this.drafts.deleteMany({ workspace_id: event.workspace_id, agent_id: event.agent_id });
  }

  async branchNamed(event: Agents<"branch.created" | "branch.renamed">): Promise<void> {
    await this.ensureBranch(event.workspace_id, event.agent_id, event.branch_id);
    await this.setIfNewer(event, "name", { name: event.name });
  }

  async branchArchived(event: Agents<"branch.archived" | "branch.restored">, archived: boolean): Promise<void> {
    await this.ensureBranch(event.workspace_id, event.agent_id, event.branch_id);
    await this.setIfNewer(event, "archived", { is_archived: archived });
  }

  async versionPublished(event: Agents<"version.published">): Promise<void> {
    const version: AgentVersionView = {
      _id: event.version_id,
      workspace_id: event.workspace_id,
      agent_id: event.agent_id,
      branch_id: event.branch_id,
      config: event.config,
      created_at: event.created_at,
    };
    await this.versions.replaceOne({ _id: version._id }, version, { upsert: true });
    await this.ensureBranch(event.workspace_id, event.agent_id, event.branch_id);
    const at = `branches.${event.branch_id}.tip_at`;
    await this.agents.updateOne(
      {
        _id: event.agent_id,
        workspace_id: event.workspace_id,
        $or: [{ [at]: null }, { [at]: { $lt: event.created_at } }],
      },
      { $set: { [`branches.${event.branch_id}.tip_version_id`]: event.version_id, [at]: event.created_at } },
    );
  }

  async deploymentChanged(event: Agents<"deployment.changed">): Promise<void> {
    await this.ensureAgent(event.workspace_id, event.agent_id);
    await this.agents.updateOne(
      {
        _id: event.agent_id,
        workspace_id: event.workspace_id,
        $or: [{ distribution_at: null }, { distribution_at: { $lt: event.occurred_at } }],
      },
      {
        $set: {
          distribution: event.distribution,
          deployment_id: event.deployment_id,
          distribution_at: event.occurred_at,
        },
      },
    );
  }

  private async ensureTool(workspaceId: string, toolId: string): Promise<void> {
    const fresh: Omit<ToolView, "_id" | "workspace_id"> = {
      name: "",
      description: "",
      type: "client",
      parameters: {},
      webhook: null,
      state_at: null,
      deleted: false,
    };
    await this.tools.updateOne({ _id: toolId, workspace_id: workspaceId }, { $setOnInsert: fresh }, { upsert: true });
  }

  private async ensureAgent(workspaceId: string, agentId: string): Promise<void> {
    const fresh: Omit<AgentView, "_id" | "workspace_id"> = {
      name: null,
      name_at: null,
      main_branch_id: null,
      branches: {},
      distribution: null,
      deployment_id: null,
      distribution_at: null,
    };
    await this.agents.updateOne({ _id: agentId, workspace_id: workspaceId }, { $setOnInsert: fresh }, { upsert: true });
  }

  private async ensureBranch(workspaceId: string, agentId: string, branchId: string): Promise<void> {
    await this.ensureAgent(workspaceId, agentId);
    const fresh: BranchView = {
      name: null,
      name_at: null,
      tip_version_id: null,
      tip_at: null,
      is_archived: false,
      archived_at: null,
    };
    await this.agents.updateOne(
      { _id: agentId, workspace_id: workspaceId, [`branches.${branchId}`]: { $exists: false } },
      { $set: { [`branches.${branchId}`]: fresh } },
    );
  }

  private async setName(workspaceId: string, agentId: string, name: string, at: string): Promise<void> {
    await this.agents.updateOne(
      { _id: agentId, workspace_id: workspaceId, $or: [{ name_at: null }, { name_at: { $lt: at } }] },
      { $set: { name, name_at: at } },
    );
  }

  private async setIfNewer(
    event: { workspace_id: string; agent_id: string; branch_id: string; occurred_at: string },
    part: "name" | "archived",
    values: Partial<BranchView>,
  ): Promise<void> {
    const prefix = `branches.${event.branch_id}`;
    const at = `${prefix}.${part}_at`;
    const set: Record<string, unknown> = { [at]: event.occurred_at };
    for (const [key, value] of Object.entries(values)) set[`${prefix}.${key}`] = value;
    const filter: Filter = {
      _id: event.agent_id,
      workspace_id: event.workspace_id,
      $or: [{ [at]: null }, { [at]: { $lt: event.occurred_at } }],
    };
    await this.agents.updateOne(filter, { $set: set });
  }
}
