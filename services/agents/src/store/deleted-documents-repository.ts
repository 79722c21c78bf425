import type { Collection } from "@cx/store";
import type { DeletedDocumentDoc } from "./documents.ts";
import type { WorkspaceId } from "./workspace-id.ts";

/** The knowledge documents of a workspace that the knowledge service reported deleted. */
export class DeletedDocumentsRepository {
  constructor(private readonly deleted: Collection<DeletedDocumentDoc>) {}

  /** Idempotent, since the bus delivers at least once. */
  async record(ws: WorkspaceId, documentId: string, deletedAt: string): Promise<void> {
    await this.deleted.updateOne(
      { _id: `${ws}:${documentId}`, workspace_id: ws },
      { $setOnInsert: { document_id: documentId, deleted_at: deletedAt } },
      { upsert: true },
    );
  }

  async deletedAmong(ws: WorkspaceId, documentIds: string[]): Promise<Set<string>> {
    if (documentIds.length === 0) return new Set();
    const found = await this.deleted.find({ workspace_id: ws, document_id: { $in: documentIds } });
    return new Set(found.map((doc) => doc.document_id));
  }
}
