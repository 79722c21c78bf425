import type { Events, OutboxCollection } from "@cx/outbox";
import { DuplicateKeyError } from "@cx/store";
import type { DraftDoc } from "./documents.ts";
import { escapeRegex } from "./regex.ts";
import type { WorkspaceId } from "./workspace-id.ts";

export class DraftsRepository {
  constructor(private readonly drafts: OutboxCollection<DraftDoc>) {}

  find(ws: WorkspaceId, agentId: string, branchId: string): Promise<DraftDoc | null> {
    return this.drafts.findOne({ _id: branchId, workspace_id: ws, agent_id: agentId });
  }

  /** Which of these branches have a draft. */
  async branchesWithDraft(ws: WorkspaceId, agentId: string, branchIds: string[]): Promise<Set<string>> {
    if (branchIds.length === 0) return new Set();
    const found = await this.drafts.find(
      { workspace_id: ws, agent_id: agentId, _id: { $in: branchIds } },
      { projection: { _id: 1 } },
    );
    return new Set(found.map((draft) => draft._id));
  }

  /**
   * Writes the draft if nobody else did since it was read: `expectedRevision` null means "there
   * was no draft". False when the draft changed (or appeared) meanwhile.
   */
  async save(ws: WorkspaceId, doc: DraftDoc, expectedRevision: number | null, events: Events = []): Promise<boolean> {
    if (expectedRevision === null) {
      try {
        await this.drafts.insertOne(doc, { events });
        return true;
      } catch (error) {
        if (error instanceof DuplicateKeyError) return false;
        throw error;
      }
    }
    const result = await this.drafts.replaceOne(
      { _id: doc._id, workspace_id: ws, agent_id: doc.agent_id, revision: expectedRevision },
      doc,
      { events },
    );
    return result.matchedCount === 1;
  }

  /** Deletes the draft; with `expectedRevision`, only that very save of it. True when deleted. */
  async delete(
    ws: WorkspaceId,
    agentId: string,
    branchId: string,
    options: { expectedRevision?: number; events?: Events } = {},
  ): Promise<boolean> {
    const filter: Record<string, unknown> = { _id: branchId, workspace_id: ws, agent_id: agentId };
    if (options.expectedRevision !== undefined) filter.revision = options.expectedRevision;
    return (await this.drafts.deleteOne(filter, { events: options.events })) === 1;
  }

  /** Drafts whose config text contains `text` (a first cut; callers check the parsed config). */
  mentioning(ws: WorkspaceId, text: string): Promise<DraftDoc[]> {
    return this.drafts.find({ workspace_id: ws, config_json: { $regex: escapeRegex(text) } });
  }

  /** Every draft of the agent's branches (removing the agent). */
  deleteOfAgent(ws: WorkspaceId, agentId: string): Promise<number> {
    return this.drafts.deleteMany({ workspace_id: ws, agent_id: agentId });
  }
}
