import type { Outbox } from "@cx/outbox";
import type { Database } from "@cx/store";
import { AgentsRepository } from "./agents-repository.ts";
import { type BranchOutcomeDoc, BranchOutcomesRepository } from "./branch-outcomes-repository.ts";
import { BranchesRepository } from "./branches-repository.ts";
import { agentsCollections, ensureIndexes } from "./collections.ts";
import { DeletedDocumentsRepository } from "./deleted-documents-repository.ts";
import { DeploymentsRepository } from "./deployments-repository.ts";
import { DraftsRepository } from "./drafts-repository.ts";
import { ToolsRepository } from "./tools-repository.ts";
import { VersionsRepository } from "./versions-repository.ts";

export interface Repositories {
  agents: AgentsRepository;
  branches: BranchesRepository;
  versions: VersionsRepository;
  drafts: DraftsRepository;
  deployments: DeploymentsRepository;
  deletedDocuments: DeletedDocumentsRepository;
  tools: ToolsRepository;
  outcomes: BranchOutcomesRepository;
}

export async function openRepositories(database: Database, outbox: Outbox): Promise<Repositories> {
  const c = agentsCollections(database, outbox);
  await ensureIndexes(c);
  // Tracked: an outcome is recorded with its rollback check's message.
  const outcomes = new BranchOutcomesRepository(outbox.track(database.collection<BranchOutcomeDoc>("branch_outcomes")));
  await outcomes.init();
  return {
    outcomes,
    agents: new AgentsRepository(c.agents),
    branches: new BranchesRepository(c.branches),
    versions: new VersionsRepository(c.versions),
    drafts: new DraftsRepository(c.drafts),
    deployments: new DeploymentsRepository(c.deployments),
    deletedDocuments: new DeletedDocumentsRepository(c.deletedDocuments),
    tools: new ToolsRepository(c.tools),
  };
}
