import type { DocumentImportRequestedEvent } from "@cx/contracts";
import type { DeadLetter, JobDocuments, JobLease } from "@cx/jobs";
import { asWorkspaceId } from "../domain/ids.ts";
import { failureText, isSettled } from "../domain/status.ts";
import type { DocumentRecord } from "../store/records.ts";
import type { KnowledgeDeps } from "./deps.ts";
import { importRequested } from "./events.ts";
import type { Indexer } from "./indexing.ts";

/**
 * Where an indexing job lives: on its document (`status` `pending` or `indexing`, `lease_token`,
 * `lease_until`, `indexing_attempts`, `queued_at`). A job sent again goes back to `pending` with
 * its `knowledge.document.import_requested` recorded by the same write (the outbox relays it).
 */
export class IndexingJobDocuments implements JobDocuments<DocumentImportRequestedEvent, DocumentRecord> {
  constructor(
    private readonly deps: KnowledgeDeps,
    private readonly indexer: Indexer,
  ) {}

  async open(job: DocumentImportRequestedEvent): Promise<DocumentRecord | null> {
    const found = await this.deps.repos.documents.find(asWorkspaceId(job.workspace_id), job.document_id);
    // A redelivery after the outcome was stored: the outcome's event went with it.
    return found && !isSettled(found.status) ? found : null;
  }

  claim(doc: DocumentRecord, lease: JobLease): Promise<DocumentRecord | null> {
    return this.deps.repos.documents.claim(
      asWorkspaceId(doc.workspace_id),
      doc._id,
      lease.token,
      lease.now,
      lease.until,
    );
  }

  attempts(doc: DocumentRecord): number {
    return doc.indexing_attempts;
  }

  abandoned(doc: DocumentRecord, now: string): boolean {
    return doc.status === "indexing" && (doc.lease_until === null || doc.lease_until <= now);
  }

  renew(doc: DocumentRecord, token: string, until: string): Promise<boolean> {
    return this.deps.repos.documents.renewLease(asWorkspaceId(doc.workspace_id), doc._id, token, until);
  }

  async release(doc: DocumentRecord, token: string, now: string): Promise<void> {
    await this.deps.repos.documents.renewLease(asWorkspaceId(doc.workspace_id), doc._id, token, now);
  }

  /** Fails the document (nothing of it stays searchable), with why in its `error`. */
  deadLetter(doc: DocumentRecord, why: DeadLetter): Promise<boolean> {
    const error =
      why.cause === "interrupted"
        ? failureText("indexing_interrupted", `Indexing stopped without finishing ${why.attempts} times.`)
        : why.cause === "failed"
          ? failureText(
              "indexing_failed",
              `Indexing failed ${why.attempts} times; the last error: ${(why.error as Error).message}`,
            )
          : failureText(why.error.reason, why.error.message);
    return this.indexer.fail(asWorkspaceId(doc.workspace_id), doc._id, doc.lease_token, error);
  }

  async due(now: Date, limit: number): Promise<DocumentRecord[]> {
    const { documents } = this.deps.repos;
    const lapsed = await documents.expiredLeasesAcrossWorkspaces(now.toISOString(), limit);
    const queuedBefore = new Date(now.getTime() - this.deps.indexing.pendingRequeueMs).toISOString();
    return [...lapsed, ...(await documents.stalePendingAcrossWorkspaces(queuedBefore, limit))];
  }

  async requeue(doc: DocumentRecord, now: Date): Promise<"recorded" | null> {
    const stamp = now.toISOString();
    const expected =
      doc.status === "indexing"
        ? { status: "indexing" as const, leaseToken: doc.lease_token }
        : { status: "pending" as const, leaseToken: null };
    const again = await this.deps.repos.documents.requeue(asWorkspaceId(doc.workspace_id), doc._id, expected, stamp, [
      importRequested(doc, stamp),
    ]);
    return again ? "recorded" : null;
  }
}
