import type { Collection, Database } from "@cx/store";
import type {
  AgentDoc,
  BranchDoc,
  DeletedDocumentDoc,
  DeploymentDoc,
  DraftDoc,
  OutboxDoc,
  ToolDoc,
  VersionDoc,
} from "./documents.ts";

export interface AgentsCollections {
  agents: Collection<AgentDoc>;
  branches: Collection<BranchDoc>;
  versions: Collection<VersionDoc>;
  drafts: Collection<DraftDoc>;
  deployments: Collection<DeploymentDoc>;
  deletedDocuments: Collection<DeletedDocumentDoc>;
  outbox: Collection<OutboxDoc>;
  tools: Collection<ToolDoc>;
}

export function agentsCollections(database: Database): AgentsCollections {
  return {
    agents: database.collection<AgentDoc>("agents"),
    branches: database.collection<BranchDoc>("branches"),
    versions: database.collection<VersionDoc>("versions"),
    drafts: database.collection<DraftDoc>("drafts"),
    deployments: database.collection<DeploymentDoc>("deployments"),
    deletedDocuments: database.collection<DeletedDocumentDoc>("deleted_knowledge_documents"),
    outbox: database.collection<OutboxDoc>("outbox"),
    tools: database.collection<ToolDoc>("tools"),
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
  await c.outbox.createIndexes([{ name: "by_created", keys: { created_at: 1 } }]);
  await c.tools.createIndexes([
    { name: "unique_name_per_workspace", keys: { workspace_id: 1, name: 1 }, unique: true },
    { name: "by_workspace_created", keys: { workspace_id: 1, created_at: -1, _id: -1 } },
  ]);
}
