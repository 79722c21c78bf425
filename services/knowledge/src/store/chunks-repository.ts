import type { Collection, Database } from "@cx/store";
import type { Chunk } from "../domain/chunking.ts";
import type { WorkspaceId } from "../domain/ids.ts";
import { decodeVectors, encodeVectors } from "../domain/vectors.ts";
import { yieldToEventLoop } from "../event-loop.ts";
import { COLLECTIONS } from "./collections.ts";
import type { ChunkRecord, ChunkVectorsRecord } from "./records.ts";
import { otherVersionFilters } from "./version-filters.ts";

/** A live chunk's vector, as search compares it. */
export interface ChunkVector {
  chunkId: string;
  documentId: string;
  index: number;
  vector: Float32Array;
}

/** Chunk documents written per store call: one batch holds the event loop a few ms at most. */
const CHUNK_BATCH = 200;
/** Bytes of float32 per vector group: some hundreds of chunks, far below the store's document limit. */
const GROUP_BYTES = 512 * 1024;

const chunkId = (documentId: string, version: string, index: number) => `${documentId}:${version}:${index}`;

/**
 * A document's chunks, one set per index version: their texts, one document each, and their
 * vectors, in groups of consecutive chunks. A chunk with its vector inside was a row three times
 * the size of its text, written, indexed and parsed one by one; search reads every vector of a
 * workspace at once, and a group of them decodes as one string.
 */
export class ChunksRepository {
  private readonly chunks: Collection<ChunkRecord>;
  private readonly vectorGroups: Collection<ChunkVectorsRecord>;

  constructor(database: Database) {
    this.chunks = database.collection<ChunkRecord>(COLLECTIONS.chunks);
    this.vectorGroups = database.collection<ChunkVectorsRecord>(COLLECTIONS.chunkVectors);
  }

  /**
   * Writes one index version of a document: `vectors[i]` is the vector of `chunks[i]`. Deleting
   * that version first makes a second run of the same version (a redelivered job) leave exactly
   * one copy of each chunk.
   */
  async replaceVersion(
    workspaceId: WorkspaceId,
    documentId: string,
    version: string,
    chunks: readonly Chunk[],
    vectors: readonly Float32Array[],
  ): Promise<void> {
    if (vectors.length !== chunks.length) throw new RangeError(`${chunks.length} chunks, ${vectors.length} vectors`);
    await this.deleteVersion(workspaceId, documentId, version);
    const owner = { workspace_id: workspaceId, document_id: documentId, version };
    for (let i = 0; i < chunks.length; i += CHUNK_BATCH) {
      await this.chunks.insertMany(
        chunks.slice(i, i + CHUNK_BATCH).map((chunk) => ({
          _id: chunkId(documentId, version, chunk.index),
          ...owner,
          index: chunk.index,
          text: chunk.text,
        })),
      );
      // A turn of the event loop between batches, so that requests are served meanwhile.
      await yieldToEventLoop();
    }
    const perGroup = Math.max(1, Math.floor(GROUP_BYTES / (4 * (vectors[0]?.length ?? 1))));
    for (let first = 0; first < vectors.length; first += perGroup) {
      const group = vectors.slice(first, first + perGroup);
      await this.vectorGroups.insertOne({
        _id: chunkId(documentId, version, first),
        ...owner,
        first,
        count: group.length,
        vectors: encodeVectors(group),
      });
      await yieldToEventLoop();
    }
  }

  async deleteVersion(workspaceId: WorkspaceId, documentId: string, version: string): Promise<void> {
    const filter = { workspace_id: workspaceId, document_id: documentId, version };
    await this.vectorGroups.deleteMany(filter);
    await this.chunks.deleteMany(filter);
  }

  /** Drops every version but `keep` (all of them when `keep` is null). */
  async deleteOtherVersions(workspaceId: WorkspaceId, documentId: string, keep: string | null): Promise<void> {
    for (const filter of otherVersionFilters(workspaceId, documentId, keep)) {
      await this.vectorGroups.deleteMany(filter);
      await this.chunks.deleteMany(filter);
    }
  }

  async deleteForDocuments(workspaceId: WorkspaceId, documentIds: readonly string[]): Promise<void> {
    if (documentIds.length === 0) return;
    const filter = { workspace_id: workspaceId, document_id: { $in: [...documentIds] } };
    await this.vectorGroups.deleteMany(filter);
    await this.chunks.deleteMany(filter);
  }

  /** The vectors of each document's live version: `versions` maps a document id to it. */
  async liveVectors(workspaceId: WorkspaceId, versions: ReadonlyMap<string, string>): Promise<ChunkVector[]> {
    if (versions.size === 0) return [];
    const groups = await this.vectorGroups.find({
      workspace_id: workspaceId,
      document_id: { $in: [...versions.keys()] },
    });
    const out: ChunkVector[] = [];
    const grouped = new Set<string>();
    for (const group of groups) {
      if (versions.get(group.document_id) !== group.version) continue;
      grouped.add(group.document_id);
      for (const [i, vector] of decodeVectors(group.vectors, group.count).entries()) {
        const index = group.first + i;
        out.push({
          chunkId: chunkId(group.document_id, group.version, index),
          documentId: group.document_id,
          index,
          vector,
        });
      }
    }
    const ungrouped = [...versions.keys()].filter((id) => !grouped.has(id));
    return ungrouped.length === 0 ? out : out.concat(await this.ungroupedVectors(workspaceId, ungrouped, versions));
  }

  /** Vectors of versions written before vectors were grouped: one in each chunk. */
  private async ungroupedVectors(
    workspaceId: WorkspaceId,
    documentIds: string[],
    versions: ReadonlyMap<string, string>,
  ): Promise<ChunkVector[]> {
    const rows = await this.chunks.find(
      { workspace_id: workspaceId, document_id: { $in: documentIds }, vector: { $exists: true } },
      { projection: { _id: 1, document_id: 1, version: 1, index: 1, vector: 1 } },
    );
    return rows
      .filter((row) => versions.get(row.document_id) === row.version)
      .map((row) => ({
        chunkId: row._id,
        documentId: row.document_id,
        index: row.index,
        vector: decodeVectors(row.vector as string, 1)[0]!,
      }));
  }

  texts(workspaceId: WorkspaceId, ids: readonly string[]): Promise<Pick<ChunkRecord, "_id" | "text">[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.chunks.find({ workspace_id: workspaceId, _id: { $in: [...ids] } }, { projection: { _id: 1, text: 1 } });
  }
}
