import type { Outbox, OutboxCollection } from "@cx/outbox";
import type { Collection, Database } from "@cx/store";
import type {
  AgentDoc,
  BranchDoc,
  DeletedDocumentDoc,
  DeploymentDoc,
  DraftDoc,
  ToolDoc,
  VersionDoc,
} from "./documents.ts";

/** The collections whose writes report events go through the outbox. */
export interface AgentsCollections {
  agents: OutboxCollection<AgentDoc>;
  branches: OutboxCollection<BranchDoc>;
  versions: Collection<VersionDoc>;
  drafts: OutboxCollection<DraftDoc>;
  deployments: OutboxCollection<DeploymentDoc>;
  deletedDocuments: Collection<DeletedDocumentDoc>;
  tools: OutboxCollection<ToolDoc>;
}

export function agentsCollections(database: Database, outbox: Outbox): AgentsCollections {
  return {
    agents: outbox.track(database.collection<AgentDoc>("agents")),
    branches: outbox.track(database.collection<BranchDoc>("branches")),
    versions: database.collection<VersionDoc>("versions"),
    drafts: outbox.track(database.collection<DraftDoc>("drafts")),
    deployments: outbox.track(database.collection<DeploymentDoc>("deployments")),
    deletedDocuments: database.collection<DeletedDocumentDoc>("deleted_knowledge_documents"),
    tools: outbox.track(database.collection<ToolDoc>("tools")),
  };
}

/**
 * Idempotent; run at start-up. Branch names are unique per agent (409 `branch_name_taken`), tool
 * names per workspace (409 `tool_name_taken`).
 */
export async function ensureIndexes(c: AgentsCollections): Promise<void> {
  await c.agents.createIndexes([{ name: "by_workspace_created", keys: { workspace_id: 1, created_at: -1, _id: -1 } }]);
  await c.branches.createIndexes([
    { name: "unique_name_per_agent", keys: { workspace_id: 1, agent_id: 1, name: 1 }, unique: true },
    { name: "by_agent_created", keys: { workspace_id: 1, agent_id: 1, created_at: 1, _id: 1 } },
  ]);
  await c.versions.createIndexes([{ name: "by_branch_seq", keys: { workspace_id: 1, branch_id: 1, seq: -1 } }]);
  await c.tools.createIndexes([
    { name: "unique_name_per_workspace", keys: { workspace_id: 1, name: 1 }, unique: true },
    { name: "by_workspace_created", keys: { workspace_id: 1, created_at: -1, _id: -1 } },
  ]);
}
