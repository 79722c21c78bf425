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

export type DocumentChanges = Partial<Omit<DocumentRecord, "_id" | "workspaceId">>;

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export class DocumentsRepository {
  private readonly documents: OutboxCollection<DocumentRecord>;

  constructor(database: Database, outbox: Outbox) {
    this.documents = outbox.track(database.collection<DocumentRecord>(COLLECTIONS.documents));
  }

  insert(workspaceId: WorkspaceId, record: DocumentRecord, events: Events = []): Promise<void> {
    requireTenant(workspaceId, record.workspaceId);
    return this.documents.insertOne(record, { events });
  }

  find(workspaceId: WorkspaceId, id: string): Promise<DocumentRecord | null> {
    return this.documents.findOne({ _id: id, workspaceId });
  }

  findMany(workspaceId: WorkspaceId, ids: readonly string[]): Promise<DocumentRecord[]> {
    return ids.length === 0 ? Promise.resolve([]) : this.documents.find({ workspaceId, _id: { $in: [...ids] } });
  }

  list(workspaceId: WorkspaceId, filter: DocumentListFilter, page: PageRequest): Promise<Page<DocumentRecord>> {
    const query: Filter = { workspaceId };
    if (filter.folderId !== undefined) query.folderId = filter.folderId;
    if (filter.type) query.type = filter.type;
    if (filter.status) query.status = filter.status;
    if (filter.search) query.name = { $regex: escapeRegex(filter.search), $options: "i" };
    return findKeysetPage(this.documents, query, "createdAt", page, -1);
  }

  countInFolder(workspaceId: WorkspaceId, folderId: string): Promise<number> {
    return this.documents.countDocuments({ workspaceId, folderId });
  }

  inFolders(workspaceId: WorkspaceId, folderIds: readonly string[]): Promise<DocumentRecord[]> {
    return folderIds.length === 0
      ? Promise.resolve([])
      : this.documents.find({ workspaceId, folderId: { $in: [...folderIds] } });
  }

  /** Searchable documents: those with a live index version. */
  withLiveIndex(workspaceId: WorkspaceId): Promise<DocumentRecord[]> {
    return this.documents.find(
      { workspaceId, activeVersion: { $ne: null } },
      { projection: { _id: 1, name: 1, activeVersion: 1, embedderId: 1 } },
    );
  }

  update(workspaceId: WorkspaceId, id: string, changes: DocumentChanges): Promise<DocumentRecord | null> {
    return this.documents.findOneAndUpdate({ _id: id, workspaceId }, { $set: changes }, { returnDocument: "after" });
  }

  async delete(workspaceId: WorkspaceId, id: string, events: Events = []): Promise<boolean> {
    return (await this.documents.deleteOne({ _id: id, workspaceId }, { events })) === 1;
  }

  /**
   * Takes the document for one indexing run: when it waits (`pending`) or its previous run's
   * lease has lapsed. Atomic, so two deliveries of one job cannot both index it.
   */
  claim(workspaceId: WorkspaceId, id: string, token: string, now: string, leaseUntil: string) {
    return this.documents.findOneAndUpdate(
      {
        _id: id,
        workspaceId,
        $or: [{ status: "pending" }, { status: "indexing", leaseUntil: { $lte: now } }],
      },
      {
        $set: { status: "indexing", leaseToken: token, leaseUntil, indexingStartedAt: now, updatedAt: now },
        $inc: { indexingAttempts: 1 },
      },
      { returnDocument: "after" },
    );
  }

  async renewLease(workspaceId: WorkspaceId, id: string, token: string, leaseUntil: string): Promise<boolean> {
    const result = await this.documents.updateOne(
      { _id: id, workspaceId, status: "indexing", leaseToken: token },
      { $set: { leaseUntil } },
    );
    return result.matchedCount === 1;
  }

  /** Ends the run that holds `token`; null when another run took the document over meanwhile. */
  finish(workspaceId: WorkspaceId, id: string, token: string | null, changes: DocumentChanges, recording: Recording) {
    return this.documents.findOneAndUpdate(
      { _id: id, workspaceId, status: "indexing", leaseToken: token },
      { $set: { ...changes, leaseToken: null, leaseUntil: null } },
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
      { _id: id, workspaceId, status: { $in: ["ready", "failed"] } },
      { $set: { status: "pending", indexingAttempts: 0, queuedAt: now, updatedAt: now, outcomePublished: true } },
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
      { _id: id, workspaceId, status: expected.status, leaseToken: expected.leaseToken },
      { $set: { status: "pending", leaseToken: null, leaseUntil: null, queuedAt: now, updatedAt: now } },
      { returnDocument: "after", events },
    );
  }

  /**
   * Records the event of an outcome that an earlier version stored without announcing it, only
   * for the outcome recorded at `outcomeAt`.
   */
  async recordOutcomeEvent(workspaceId: WorkspaceId, id: string, outcomeAt: string | null, events: Events) {
    await this.documents.updateOne(
      { _id: id, workspaceId, outcomeAt, outcomePublished: false },
      { $set: { outcomePublished: true } },
      { events },
    );
  }

  // The sweeper's queries span every workspace: it is maintenance of the queue, not a tenant's
  // request, and each document it finds is then handled with its own workspace id.

  expiredLeasesAcrossWorkspaces(now: string, limit: number): Promise<DocumentRecord[]> {
    return this.documents.find({ status: "indexing", leaseUntil: { $lte: now } }, { limit });
  }

  stalePendingAcrossWorkspaces(queuedBefore: string, limit: number): Promise<DocumentRecord[]> {
    return this.documents.find({ status: "pending", queuedAt: { $lte: queuedBefore } }, { limit });
  }

  unpublishedOutcomesAcrossWorkspaces(updatedBefore: string, limit: number): Promise<DocumentRecord[]> {
    return this.documents.find(
      { status: { $in: ["ready", "failed"] }, outcomePublished: false, updatedAt: { $lte: updatedBefore } },
      { limit },
    );
  }
}
