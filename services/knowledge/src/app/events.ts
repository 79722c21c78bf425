import { Topics } from "@cx/contracts";
import { type NewEvent, pendingEvent } from "@cx/outbox";
import type { DocumentRecord } from "../store/records.ts";

/** The knowledge service's events, built from its own records; recorded with the writes they report. */

export function importRequested(document: DocumentRecord, queuedAt: string = document.queued_at): NewEvent {
  return pendingEvent(Topics.KNOWLEDGE_DOCUMENT_IMPORT_REQUESTED, {
    workspace_id: document.workspace_id,
    document_id: document._id,
    type: document.type,
    source_url: document.source_url,
    occurred_at: queuedAt,
  });
}

/** `knowledge.document.indexed` for a settled document (ready or failed). */
export function indexed(document: DocumentRecord): NewEvent {
  if (document.status !== "ready" && document.status !== "failed") {
    throw new Error(`document ${document._id} has no outcome to announce`);
  }
  return pendingEvent(Topics.KNOWLEDGE_DOCUMENT_INDEXED, {
    workspace_id: document.workspace_id,
    document_id: document._id,
    name: document.name,
    status: document.status,
    chunk_count: document.chunk_count,
    byte_size: document.byte_size,
    error: document.error,
    indexed_at: document.indexed_at,
    occurred_at: document.outcome_at ?? document.updated_at,
  });
}

export function deleted(document: DocumentRecord, at: string): NewEvent {
  return pendingEvent(Topics.KNOWLEDGE_DOCUMENT_DELETED, {
    workspace_id: document.workspace_id,
    document_id: document._id,
    name: document.name,
    occurred_at: at,
  });
}
