import { type Collection, type Database, requireTenant } from "@cx/store";
import type { WorkspaceId } from "../domain/ids.ts";
import { COLLECTIONS } from "./collections.ts";
import type { ContentRecord, SourceRecord } from "./records.ts";
import { otherVersionFilters } from "./version-filters.ts";

/** Large per-document payloads, kept apart from the document so that lists stay light. */
export class BlobsRepository {
  private readonly sources: Collection<SourceRecord>;
  private readonly contents: Collection<ContentRecord>;

  constructor(database: Database) {
    this.sources = database.collection<SourceRecord>(COLLECTIONS.sources);
    this.contents = database.collection<ContentRecord>(COLLECTIONS.contents);
  }

  insertSource(workspaceId: WorkspaceId, record: SourceRecord): Promise<void> {
    requireTenant(workspaceId, record.workspace_id);
    return this.sources.insertOne(record);
  }

  findSource(workspaceId: WorkspaceId, documentId: string): Promise<SourceRecord | null> {
    return this.sources.findOne({ _id: documentId, workspace_id: workspaceId });
  }

  async saveContent(workspaceId: WorkspaceId, documentId: string, version: string, text: string): Promise<void> {
    const _id = `${documentId}:${version}`;
    await this.contents.replaceOne(
      { _id, workspace_id: workspaceId },
      { _id, workspace_id: workspaceId, document_id: documentId, version, text },
      { upsert: true },
    );
  }

  findContent(workspaceId: WorkspaceId, documentId: string, version: string): Promise<ContentRecord | null> {
    return this.contents.findOne({ _id: `${documentId}:${version}`, workspace_id: workspaceId });
  }

  /** Drops every version but `keep` (all of them when `keep` is null). */
  async deleteOtherContents(workspaceId: WorkspaceId, documentId: string, keep: string | null): Promise<void> {
    for (const filter of otherVersionFilters(workspaceId, documentId, keep)) await this.contents.deleteMany(filter);
  }

  async deleteContentVersion(workspaceId: WorkspaceId, documentId: string, version: string): Promise<void> {
    await this.contents.deleteMany({ workspace_id: workspaceId, document_id: documentId, version });
  }

  async deleteForDocuments(workspaceId: WorkspaceId, documentIds: readonly string[]): Promise<void> {
    if (documentIds.length === 0) return;
    await this.sources.deleteMany({ workspace_id: workspaceId, _id: { $in: [...documentIds] } });
    await this.contents.deleteMany({ workspace_id: workspaceId, document_id: { $in: [...documentIds] } });
  }
}
