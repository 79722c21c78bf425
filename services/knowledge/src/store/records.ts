import type { KnowledgeDocumentStatus, KnowledgeDocumentType } from "@cx/contracts";
import type { SourceKind } from "../extraction/extraction-input.ts";

/** Stored shapes. Times are ISO 8601 UTC strings, which sort in time order. */

export interface DocumentRecord {
  _id: string;
  workspaceId: string;
  name: string;
  /** True while the name is one the platform chose (URL, file name): indexing may replace it with the page title. */
  nameFromSource: boolean;
  type: KnowledgeDocumentType;
  status: KnowledgeDocumentStatus;
  error: string | null;
  /** UTF-8 bytes of the extracted text that was indexed. */
  byteSize: number;
  chunkCount: number;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  indexedAt: string | null;
  sourceUrl: string | null;
  folderId: string | null;
  /** Random per indexing run; only the run holding it may finish the document. */
  leaseToken: string | null;
  leaseUntil: string | null;
  indexingStartedAt: string | null;
  /** Runs started since the last request (create or refresh); bounded so nothing loops for ever. */
  indexingAttempts: number;
  /** When the last import job was published (the sweeper re-publishes lost ones). */
  queuedAt: string;
  /** The index version whose chunks are live; chunks of any other version are ignored and purged. */
  activeVersion: string | null;
  embedderId: string | null;
  /**
   * False only on an outcome stored by an earlier version whose `knowledge.document.indexed` was
   * not sent yet (the sweeper records it); the outcome's event is now recorded with the outcome.
   */
  outcomePublished: boolean;
  /** When the last outcome (ready or failed) was recorded. */
  outcomeAt: string | null;
}

/** The stored source of a text or file document (URL documents are fetched anew each time). */
export interface SourceRecord {
  _id: string;
  workspaceId: string;
  kind: SourceKind;
  /** Base64 of the bytes as uploaded. */
  body: string;
  fileName: string | null;
}

/** The extracted text of one index version (`GET .../content` answers the live one's). */
export interface ContentRecord {
  /** `<document id>:<version>`. */
  _id: string;
  workspaceId: string;
  documentId: string;
  version: string;
  text: string;
}

export interface ChunkRecord {
  /** `<document id>:<version>:<index>`: a redelivered job rewrites the same chunks, never adds more. */
  _id: string;
  workspaceId: string;
  documentId: string;
  version: string;
  index: number;
  text: string;
  /** Base64 float32, unit length. */
  vector: string;
}

export interface FolderRecord {
  _id: string;
  workspaceId: string;
  name: string;
  /** Case-folded name, unique among siblings. */
  nameKey: string;
  parentId: string | null;
  /** `parentId`, or `root`: a unique index needs a value rather than null. */
  parentKey: string;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * Read model of the agents service: which documents each branch's tip and draft attach. Each part
 * carries the time of the event that set it, because at-least-once delivery may reorder events.
 */
export interface AttachmentRecord {
  /** `<agent id>:<branch id>`. */
  _id: string;
  workspaceId: string;
  agentId: string;
  branchId: string;
  tipDocumentIds: string[];
  tipAt: string | null;
  draftDocumentIds: string[];
  draftAt: string | null;
  archived: boolean;
  archivedAt: string | null;
}

/** Read model of identity: who created a document, as `created_by` shows it. */
export interface UserRecord {
  _id: string;
  name: string;
  email: string;
}

/** Bumped whenever a workspace's searchable chunks change, so search caches know to reload. */
export interface IndexStateRecord {
  _id: string;
  generation: number;
}
