import type { KnowledgeDocumentStatus, KnowledgeDocumentType } from "@cx/contracts";
import type { SourceKind } from "../extraction/extraction-input.ts";

/** Stored shapes. Times are ISO 8601 UTC strings, which sort in time order. */

export interface DocumentRecord {
  _id: string;
  workspace_id: string;
  name: string;
  /** True while the name is one the platform chose (URL, file name): indexing may replace it with the page title. */
  name_from_source: boolean;
  type: KnowledgeDocumentType;
  status: KnowledgeDocumentStatus;
  error: string | null;
  /** UTF-8 bytes of the extracted text that was indexed. */
  byte_size: number;
  chunk_count: number;
  created_by: string;
  created_at: string;
  updated_at: string;
  indexed_at: string | null;
  source_url: string | null;
  folder_id: string | null;
  /** Random per indexing run; only the run holding it may finish the document. */
  lease_token: string | null;
  lease_until: string | null;
  indexing_started_at: string | null;
  /** Runs started since the last request (create or refresh); bounded so nothing loops for ever. */
  indexing_attempts: number;
  /** When the last import job was published (the sweeper re-publishes lost ones). */
  queued_at: string;
  /** The index version whose chunks are live; chunks of any other version are ignored and purged. */
  active_version: string | null;
  embedder_id: string | null;
  /**
   * False only on an outcome stored by an earlier version whose `knowledge.document.indexed` was
   * not sent yet (the sweeper records it); the outcome's event is now recorded with the outcome.
   */
  outcome_published: boolean;
  /** When the last outcome (ready or failed) was recorded. */
  outcome_at: string | null;
}

/**
 * The stored source of a text or file document (URL documents are fetched anew each time). A
 * large one is kept in parts (`blobs-repository.ts`): this record holds the first, and is written
 * after the others.
 */
export interface SourceRecord {
  _id: string;
  workspace_id: string;
  kind: SourceKind;
  /** Base64 of the bytes as uploaded, or of their first part. */
  body: string;
  /** How many parts the bytes are in, this record's included; absent (as before parts): one. */
  parts?: number;
  file_name: string | null;
}

/** A part after the first of a stored source. */
export interface SourcePartRecord {
  /** `<document id>:<index>`, from 1. */
  _id: string;
  workspace_id: string;
  document_id: string;
  index: number;
  /** Base64 of this part's bytes. */
  body: string;
}

/**
 * What every record of one index version of a document names: the collections that keep them are
 * indexed on these three, so that a version is dropped without reading the others
 * (`otherVersionFilters`).
 */
export interface IndexVersionRecord {
  workspace_id: string;
  document_id: string;
  version: string;
}

/**
 * The extracted text of one index version (`GET .../content` answers the live one's), in parts
 * like a source when it is large.
 */
export interface ContentRecord extends IndexVersionRecord {
  /** `<document id>:<version>`. */
  _id: string;
  /** The text, or its first part. */
  text: string;
  /** How many parts the text is in, this record's included; absent (as before parts): one. */
  parts?: number;
}

/** A part after the first of an extracted text. */
export interface ContentPartRecord extends IndexVersionRecord {
  /** `<document id>:<version>:<index>`, from 1. */
  _id: string;
  index: number;
  text: string;
}

/**
 * A chunk as versions before chunk groups stored it, one document each with its vector. Still
 * read (search, and deletes) for versions written then; never written now.
 */
export interface ChunkRecord extends IndexVersionRecord {
  /** `<document id>:<version>:<index>`. */
  _id: string;
  index: number;
  text: string;
  /** The chunk's own vector, as a group of one (`encodeVectors`). */
  vector?: string;
}

/** The texts of consecutive chunks of one index version. */
export interface ChunkTextsRecord extends IndexVersionRecord {
  /** `<document id>:<version>:<index of the first chunk>`: a redelivered job rewrites the same groups. */
  _id: string;
  first: number;
  texts: string[];
}

/** The vectors of consecutive chunks of one index version, stored together. */
export interface ChunkVectorsRecord extends IndexVersionRecord {
  /** `<document id>:<version>:<index of the first chunk>`. */
  _id: string;
  first: number;
  count: number;
  /** `encodeVectors` of the `count` unit vectors, in chunk order. */
  vectors: string;
  /** Chunks per `ChunkTextsRecord` of this version: where each chunk's text is found. */
  texts_per_group: number;
}

export interface FolderRecord {
  _id: string;
  workspace_id: string;
  name: string;
  /** Case-folded name, unique among siblings. */
  name_key: string;
  parent_id: string | null;
  /** `parent_id`, or `root`: a unique index needs a value rather than null. */
  parent_key: string;
  created_by: string;
  created_at: string;
  updated_at: string;
}

/**
 * Read model of the agents service: which documents each branch's tip and draft attach. Each part
 * carries the time of the event that set it, because at-least-once delivery may reorder events.
 */
export interface AttachmentRecord {
  /** `<agent id>:<branch id>`. */
  _id: string;
  workspace_id: string;
  agent_id: string;
  branch_id: string;
  tip_document_ids: string[];
  tip_at: string | null;
  draft_document_ids: string[];
  draft_at: string | null;
  archived: boolean;
  archived_at: string | null;
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
