import type {
  BranchArchivedEvent,
  BranchRestoredEvent,
  DraftDiscardedEvent,
  DraftSavedEvent,
  UserRegisteredEvent,
  VersionPublishedEvent,
} from "@cx/contracts";
import { asWorkspaceId } from "../domain/ids.ts";
import type { ReadModelsRepository } from "../store/read-models-repository.ts";

/** Keeps what the knowledge service needs to know from agents and identity. */
export class ReadModelProjector {
  constructor(private readonly readModels: ReadModelsRepository) {}

  draftSaved(event: DraftSavedEvent): Promise<void> {
    return this.readModels.setAttachments(
      asWorkspaceId(event.workspace_id),
      { agentId: event.agent_id, branchId: event.branch_id },
      "draft",
      [...new Set(event.knowledge_document_ids)],
      event.occurred_at,
    );
  }

  draftDiscarded(event: DraftDiscardedEvent): Promise<void> {
    return this.readModels.setAttachments(
      asWorkspaceId(event.workspace_id),
      { agentId: event.agent_id, branchId: event.branch_id },
      "draft",
      [],
      event.occurred_at,
    );
  }

  versionPublished(event: VersionPublishedEvent): Promise<void> {
    const ids = (event.config.agent?.prompt?.knowledge_base ?? []).map((entry) => entry.id);
    return this.readModels.setAttachments(
      asWorkspaceId(event.workspace_id),
      { agentId: event.agent_id, branchId: event.branch_id },
      "tip",
      [...new Set(ids)],
      event.occurred_at,
    );
  }

  branchArchived(event: BranchArchivedEvent): Promise<void> {
    return this.readModels.setArchived(
      asWorkspaceId(event.workspace_id),
      { agentId: event.agent_id, branchId: event.branch_id },
      true,
      event.occurred_at,
    );
  }

  branchRestored(event: BranchRestoredEvent): Promise<void> {
    return this.readModels.setArchived(
      asWorkspaceId(event.workspace_id),
      { agentId: event.agent_id, branchId: event.branch_id },
      false,
      event.occurred_at,
    );
  }

  userRegistered(event: UserRegisteredEvent): Promise<void> {
    return this.readModels.saveUser({ _id: event.user_id, name: event.name, email: event.email });
  }
}
