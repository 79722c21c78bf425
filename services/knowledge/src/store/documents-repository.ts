import type { KnowledgeDocumentStatus, KnowledgeDocumentType } from "@cx/contracts";
import type { Events, Outbox, OutboxCollection, Recording } from "@cx/outbox";
import { type Database, type Filter, findKeysetPage, type Page, type PageRequest, requireTenant } from "@cx/store";
import type { WorkspaceId } from "../domain/ids.ts";
import { COLLECTIONS } from "./collections.ts";
import type { DocumentRecord } from "./records.ts";

export interface DocumentListFilter {
  /** Absent: every document; `null`: the root only; an id: that folder's direct children. */
  folderId?: string | null | undefined;
  search?: string | undefined;
  type?: KnowledgeDocumentType | undefined;
  status?: KnowledgeDocumentStatus | undefined;
}

export type DocumentChanges = Partial<Omit<DocumentRecord, "_id" | "workspace_id">>;

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export class DocumentsRepository {
  private readonly documents: OutboxCollection<DocumentRecord>;

  constructor(database: Database, outbox: Outbox) {
    this.documents = outbox.track(database.collection<DocumentRecord>(COLLECTIONS.documents));
  }

  insert(workspaceId: WorkspaceId, record: DocumentRecord, events: Events = []): Promise<void> {
    requireTenant(workspaceId, record.workspace_id);
    return this.documents.insertOne(record, { events });
  }

  find(workspaceId: WorkspaceId, id: string): Promise<DocumentRecord | null> {
    return this.documents.findOne({ _id: id, workspace_id: workspaceId });
  }

  findMany(workspaceId: WorkspaceId, ids: readonly string[]): Promise<DocumentRecord[]> {
    return ids.length === 0
      ? Promise.resolve([])
      : this.documents.find({ workspace_id: workspaceId, _id: { $in: [...ids] } });
  }

  list(workspaceId: WorkspaceId, filter: DocumentListFilter, page: PageRequest): Promise<Page<DocumentRecord>> {
    const query: Filter = { workspace_id: workspaceId };
    if (filter.folderId !== undefined) query.folder_id = filter.folderId;
    if (filter.type) query.type = filter.type;
    if (filter.status) query.status = filter.status;
    if (filter.search) query.name = { $regex: escapeRegex(filter.search), $options: "i" };
    return findKeysetPage(this.documents, query, "created_at", page, -1);
  }

  countInFolder(workspaceId: WorkspaceId, folderId: string): Promise<number> {
    return this.documents.countDocuments({ workspace_id: workspaceId, folder_id: folderId });
  }

  inFolders(workspaceId: WorkspaceId, folderIds: readonly string[]): Promise<DocumentRecord[]> {
    return folderIds.length === 0
      ? Promise.resolve([])
      : this.documents.find({ workspace_id: workspaceId, folder_id: { $in: [...folderIds] } });
  }

  /** Searchable documents: those with a live index version. */
  withLiveIndex(workspaceId: WorkspaceId): Promise<DocumentRecord[]> {
    return this.documents.find(
      { workspace_id: workspaceId, active_version: { $ne: null } },
      { projection: { _id: 1, name: 1, active_version: 1, embedder_id: 1 } },
    );
  }

  update(workspaceId: WorkspaceId, id: string, changes: DocumentChanges): Promise<DocumentRecord | null> {
    return this.documents.findOneAndUpdate(
      { _id: id, workspace_id: workspaceId },
      { $set: changes },
      { returnDocument: "after" },
    );
  }

  async delete(workspaceId: WorkspaceId, id: string, events: Events = []): Promise<boolean> {
    return (await this.documents.deleteOne({ _id: id, workspace_id: workspaceId }, { events })) === 1;
  }

  /**
   * Takes the document for one indexing run: when it waits (`pending`) or its previous run's
   * lease has lapsed. Atomic, so two deliveries of one job cannot both index it.
   */
  claim(workspaceId: WorkspaceId, id: string, token: string, now: string, leaseUntil: string) {
    return this.documents.findOneAndUpdate(
      {
        _id: id,
        workspace_id: workspaceId,
        $or: [{ status: "pending" }, { status: "indexing", lease_until: { $lte: now } }],
      },
      {
        $set: {
          status: "indexing",
          lease_token: token,
          lease_until: leaseUntil,
          indexing_started_at: now,
          updated_at: now,
        },
        $inc: { indexing_attempts: 1 },
      },
      { returnDocument: "after" },
    );
  }

  async renewLease(workspaceId: WorkspaceId, id: string, token: string, leaseUntil: string): Promise<boolean> {
    const result = await this.documents.updateOne(
      { _id: id, workspace_id: workspaceId, status: "indexing", lease_token: token },
      { $set: { lease_until: leaseUntil } },
    );
    return result.matchedCount === 1;
  }

  /** Ends the run that holds `token`; null when another run took the document over meanwhile. */
  finish(workspaceId: WorkspaceId, id: string, token: string | null, changes: DocumentChanges, recording: Recording) {
    return this.documents.findOneAndUpdate(
      { _id: id, workspace_id: workspaceId, status: "indexing", lease_token: token },
      { $set: { ...changes, lease_token: null, lease_until: null } },
      { returnDocument: "after", ...recording },
    );
  }

  /** Relays the events a `deferRelay` write left on the document. */
  relayPending(id: string): Promise<void> {
    return this.documents.relayPending(id);
  }

  /** Back to `pending` for a refresh; a document already queued or indexing is left as it is. */
  requestReindex(workspaceId: WorkspaceId, id: string, now: string, events: Events = []) {
    return this.documents.findOneAndUpdate(
      { _id: id, workspace_id: workspaceId, status: { $in: ["ready", "failed"] } },
      { $set: { status: "pending", indexing_attempts: 0, queued_at: now, updated_at: now, outcome_published: true } },
      { returnDocument: "after", events },
    );
  }

  /** Puts a document whose run stopped without finishing back in the queue (sweeper). */
  requeue(
    workspaceId: WorkspaceId,
    id: string,
    expected: { status: "pending" | "indexing"; leaseToken: string | null },
    now: string,
    events: Events = [],
  ) {
    return this.documents.findOneAndUpdate(
      { _id: id, workspace_id: workspaceId, status: expected.status, lease_token: expected.leaseToken },
      { $set: { status: "pending", lease_token: null, lease_until: null, queued_at: now, updated_at: now } },
      { returnDocument: "after", events },
    );
  }

  /**
   * Records the event of an outcome that an earlier version stored without announcing it, only
   * for the outcome recorded at `outcome_at`.
   */
  async recordOutcomeEvent(workspaceId: WorkspaceId, id: string, outcomeAt: string | null, events: Events) {
    await this.documents.updateOne(
      { _id: id, workspace_id: workspaceId, outcome_at: outcomeAt, outcome_published: false },
      { $set: { outcome_published: true } },
      { events },
    );
  }

  // The sweeper's queries span every workspace: it is maintenance of the queue, not a tenant's
  // request, and each document it finds is then handled with its own workspace id.

  expiredLeasesAcrossWorkspaces(now: string, limit: number): Promise<DocumentRecord[]> {
    return this.documents.find({ status: "indexing", lease_until: { $lte: now } }, { limit });
  }

  stalePendingAcrossWorkspaces(queuedBefore: string, limit: number): Promise<DocumentRecord[]> {
    return this.documents.find({ status: "pending", queued_at: { $lte: queuedBefore } }, { limit });
  }

  unpublishedOutcomesAcrossWorkspaces(updatedBefore: string, limit: number): Promise<DocumentRecord[]> {
    return this.documents.find(
      { status: { $in: ["ready", "failed"] }, outcome_published: false, updated_at: { $lte: updatedBefore } },
      { limit },
    );
  }
}
