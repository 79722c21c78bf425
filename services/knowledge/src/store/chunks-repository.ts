import type { Collection, Database } from "@cx/store";
import type { WorkspaceId } from "../domain/ids.ts";
import { COLLECTIONS } from "./collections.ts";
import type { ChunkRecord } from "./records.ts";

export type ChunkVectorRow = Pick<ChunkRecord, "_id" | "document_id" | "version" | "index" | "vector">;

export class ChunksRepository {
  private readonly chunks: Collection<ChunkRecord>;

  constructor(database: Database) {
    this.chunks = database.collection<ChunkRecord>(COLLECTIONS.chunks);
  }

  /**
   * Writes one index version of a document. Deleting that version first makes a second run of
   * the same version (a redelivered job) leave exactly one copy of each chunk.
   */
  async replaceVersion(workspaceId: WorkspaceId, documentId: string, version: string, chunks: ChunkRecord[]) {
    await this.chunks.deleteMany({ workspace_id: workspaceId, document_id: documentId, version });
    // Small enough that one batch (its index entries included) holds the event loop a few ms.
    const batch = 200;
    for (let i = 0; i < chunks.length; i += batch) {
      await this.chunks.insertMany(chunks.slice(i, i + batch));
      // A turn of the event loop between batches, so that requests are served meanwhile.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  async deleteVersion(workspaceId: WorkspaceId, documentId: string, version: string): Promise<void> {
    await this.chunks.deleteMany({ workspace_id: workspaceId, document_id: documentId, version });
  }

  async deleteOtherVersions(workspaceId: WorkspaceId, documentId: string, keep: string | null): Promise<void> {
    if (keep === null) {
      await this.chunks.deleteMany({ workspace_id: workspaceId, document_id: documentId });
      return;
    }
    // Every version written has a chunk 0 (chunks are written in order): finding those is cheap,
    // where `version: {$ne: keep}` would read every chunk of the document kept.
    const firsts = await this.chunks.find(
      { workspace_id: workspaceId, document_id: documentId, index: 0 },
      { projection: { version: 1 } },
    );
    for (const version of new Set(firsts.map((chunk) => chunk.version))) {
      if (version !== keep)
        await this.chunks.deleteMany({ workspace_id: workspaceId, document_id: documentId, version });
    }
  }

  async deleteForDocuments(workspaceId: WorkspaceId, documentIds: readonly string[]): Promise<void> {
    if (documentIds.length > 0)
      await this.chunks.deleteMany({ workspace_id: workspaceId, document_id: { $in: [...documentIds] } });
  }

  vectors(workspaceId: WorkspaceId, documentIds: readonly string[]): Promise<ChunkVectorRow[]> {
    if (documentIds.length === 0) return Promise.resolve([]);
    return this.chunks.find(
      { workspace_id: workspaceId, document_id: { $in: [...documentIds] } },
      { projection: { _id: 1, document_id: 1, version: 1, index: 1, vector: 1 } },
    );
  }

  texts(workspaceId: WorkspaceId, ids: readonly string[]): Promise<Pick<ChunkRecord, "_id" | "text">[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.chunks.find({ workspace_id: workspaceId, _id: { $in: [...ids] } }, { projection: { _id: 1, text: 1 } });
  }

  countForDocument(workspaceId: WorkspaceId, documentId: string): Promise<number> {
    return this.chunks.countDocuments({ workspace_id: workspaceId, document_id: documentId });
  }
}
