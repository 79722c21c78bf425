import type { Collection, Database } from "@cx/store";
import type { WorkspaceId } from "../domain/ids.ts";
import { yieldToEventLoop } from "../event-loop.ts";
import type { SourceKind } from "../extraction/extraction-input.ts";
import { COLLECTIONS } from "./collections.ts";
import type { ContentPartRecord, ContentRecord, SourcePartRecord, SourceRecord } from "./records.ts";
import { otherVersionFilters } from "./version-filters.ts";

/**
 * The bytes of a source per part, and the characters of a text. Encoding and storing a 10 MB
 * source in one piece held the event loop for about 40 ms; a part takes a few, with a turn of the
 * loop between parts (docs/decisions/knowledge-blobs-in-parts.md).
 */
export const SOURCE_PART_BYTES = 1024 * 1024;
export const CONTENT_PART_CHARS = 1024 * 1024;

export interface StoredSource {
  kind: SourceKind;
  fileName: string | null;
  bytes: Uint8Array;
}

/**
 * Large per-document payloads, kept apart from the document so that lists stay light, each in
 * parts: the record named for the document (or the version) holds the first part and how many
 * there are, and is written last, so that whoever finds it finds every part.
 */
export class BlobsRepository {
  private readonly sources: Collection<SourceRecord>;
  private readonly sourceParts: Collection<SourcePartRecord>;
  private readonly contents: Collection<ContentRecord>;
  private readonly contentParts: Collection<ContentPartRecord>;

  constructor(database: Database) {
    this.sources = database.collection<SourceRecord>(COLLECTIONS.sources);
    this.sourceParts = database.collection<SourcePartRecord>(COLLECTIONS.sourceParts);
    this.contents = database.collection<ContentRecord>(COLLECTIONS.contents);
    this.contentParts = database.collection<ContentPartRecord>(COLLECTIONS.contentParts);
  }

  async insertSource(workspaceId: WorkspaceId, documentId: string, source: StoredSource): Promise<void> {
    const { bytes } = source;
    const parts = Math.max(1, Math.ceil(bytes.byteLength / SOURCE_PART_BYTES));
    const base64 = (index: number) =>
      Buffer.from(
        bytes.buffer,
        bytes.byteOffset + index * SOURCE_PART_BYTES,
        Math.min(SOURCE_PART_BYTES, bytes.byteLength - index * SOURCE_PART_BYTES),
      ).toString("base64");
    for (let index = 1; index < parts; index++) {
      await yieldToEventLoop();
      const part = { _id: `${documentId}:${index}`, workspace_id: workspaceId, document_id: documentId, index };
      await this.sourceParts.insertOne({ ...part, body: base64(index) });
    }
    await yieldToEventLoop();
    const record: SourceRecord = {
      _id: documentId,
      workspace_id: workspaceId,
      kind: source.kind,
      body: base64(0),
      file_name: source.fileName,
    };
    if (parts > 1) record.parts = parts;
    await this.sources.insertOne(record);
  }

  /** The source with every part, or null when it (or one of its parts) is not there. */
  async findSource(workspaceId: WorkspaceId, documentId: string): Promise<StoredSource | null> {
    const record = await this.sources.findOne({ _id: documentId, workspace_id: workspaceId });
    if (!record) return null;
    // Each part decoded as it is read, in its own turn, not all of them in one.
    const rest = await laterParts(record.parts, async (index) => {
      const part = await this.sourceParts.findOne({ _id: `${documentId}:${index}`, workspace_id: workspaceId });
      return part ? Buffer.from(part.body, "base64") : null;
    });
    if (!rest) return null;
    const pieces = [Buffer.from(record.body, "base64"), ...rest];
    // Joined into bytes of their own: a small decoded Buffer shares its memory with others, and
    // whatever holds these bytes (a message to an extraction process) would carry that too.
    const bytes = Bun.concatArrayBuffers(pieces, Number.POSITIVE_INFINITY, true);
    return { kind: record.kind, fileName: record.file_name, bytes };
  }

  /** Stores a version's text; saving it again replaces it. */
  async saveContent(workspaceId: WorkspaceId, documentId: string, version: string, text: string): Promise<void> {
    const parts = textParts(text, CONTENT_PART_CHARS);
    const _id = `${documentId}:${version}`;
    const owner = { workspace_id: workspaceId, document_id: documentId, version };
    for (let index = 1; index < parts.length; index++) {
      await yieldToEventLoop();
      const part = { _id: `${_id}:${index}`, ...owner, index, text: parts[index]! };
      await this.contentParts.replaceOne({ _id: part._id, workspace_id: workspaceId }, part, { upsert: true });
    }
    await yieldToEventLoop();
    const record: ContentRecord = { _id, ...owner, text: parts[0]! };
    if (parts.length > 1) record.parts = parts.length;
    await this.contents.replaceOne({ _id, workspace_id: workspaceId }, record, { upsert: true });
  }

  /** A version's text with every part, or null when it (or one of its parts) is not there. */
  async findContent(workspaceId: WorkspaceId, documentId: string, version: string): Promise<{ text: string } | null> {
    const _id = `${documentId}:${version}`;
    const record = await this.contents.findOne({ _id, workspace_id: workspaceId });
    if (!record) return null;
    const rest = await laterParts(
      record.parts,
      async (index) => (await this.contentParts.findOne({ _id: `${_id}:${index}`, workspace_id: workspaceId }))?.text,
    );
    return rest ? { text: record.text + rest.join("") } : null;
  }

  /** Drops every version but `keep` (all of them when `keep` is null). */
  async deleteOtherContents(workspaceId: WorkspaceId, documentId: string, keep: string | null): Promise<void> {
    for (const filter of otherVersionFilters(workspaceId, documentId, keep)) {
      await this.contents.deleteMany(filter);
      await this.contentParts.deleteMany(filter);
    }
  }

  async deleteContentVersion(workspaceId: WorkspaceId, documentId: string, version: string): Promise<void> {
    const filter = { workspace_id: workspaceId, document_id: documentId, version };
    await this.contents.deleteMany(filter);
    await this.contentParts.deleteMany(filter);
  }

  async deleteForDocuments(workspaceId: WorkspaceId, documentIds: readonly string[]): Promise<void> {
    if (documentIds.length === 0) return;
    const ofDocuments = { workspace_id: workspaceId, document_id: { $in: [...documentIds] } };
    await this.sources.deleteMany({ workspace_id: workspaceId, _id: { $in: [...documentIds] } });
    await this.sourceParts.deleteMany(ofDocuments);
    await this.contents.deleteMany(ofDocuments);
    await this.contentParts.deleteMany(ofDocuments);
  }
}

/**
 * Parts 1 to `count - 1` (a record without a count has none), each read by `read` after a turn of
 * the event loop; null as soon as one is not there.
 */
async function laterParts<T>(
  count: number | undefined,
  read: (index: number) => Promise<T | null | undefined>,
): Promise<T[] | null> {
  const parts: T[] = [];
  for (let index = 1; index < (count ?? 1); index++) {
    await yieldToEventLoop();
    const part = await read(index);
    if (part === null || part === undefined) return null;
    parts.push(part);
  }
  return parts;
}

/**
 * `text` in parts of at most `size` characters (one part, maybe empty, at least). A cut never
 * falls inside a surrogate pair: each half alone cannot be written as UTF-8, as MongoDB stores
 * strings.
 */
export function textParts(text: string, size: number): string[] {
  if (text.length <= size) return [text];
  const parts: string[] = [];
  for (let at = 0; at < text.length; ) {
    let end = Math.min(at + size, text.length);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff && end - 1 > at) end--;
    parts.push(text.slice(at, end));
    at = end;
  }
  return parts;
}
