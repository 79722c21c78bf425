import type { Collection, Database } from "@cx/store";
import type { Chunk } from "../domain/chunking.ts";
import type { WorkspaceId } from "../domain/ids.ts";
import { decodeVectors, encodeVectors } from "../domain/vectors.ts";
import { yieldToEventLoop } from "../event-loop.ts";
import { COLLECTIONS } from "./collections.ts";
import type { ChunkRecord, ChunkTextsRecord, ChunkVectorsRecord } from "./records.ts";
import { otherVersionFilters } from "./version-filters.ts";

/** Where a chunk's text is kept: a place in a group of texts, or a chunk stored on its own. */
export type TextLocation = { group: string; position: number } | { chunk: string };

/** A live chunk's vector, as search compares it. */
export interface ChunkVector {
  documentId: string;
  index: number;
  vector: Float32Array;
  text: TextLocation;
}

/** Chunks per text group: a search reads the groups of its few best chunks, so they stay small. */
const TEXTS_PER_GROUP = 16;
/** Float32 bytes per vector group: some hundreds of chunks, far below the store's document limit. */
const VECTOR_GROUP_BYTES = 512 * 1024;
/** Groups written per store call: one call holds the event loop a few ms at most. */
const TEXT_GROUPS_PER_WRITE = 16;

const groupId = (documentId: string, version: string, first: number) => `${documentId}:${version}:${first}`;

/**
 * A document's chunks, one set per index version, in groups of consecutive chunks: small groups
 * of texts, and large groups of vectors. Stored one document per chunk with its vector inside,
 * each chunk was a row three times the size of its text, written, indexed and parsed on its own:
 * most of the time the indexing thread spent. Search reads every vector of a workspace at once,
 * and the texts of its few best chunks.
 */
export class ChunksRepository {
  private readonly texts: Collection<ChunkTextsRecord>;
  private readonly vectors: Collection<ChunkVectorsRecord>;
  private readonly ungrouped: Collection<ChunkRecord>;

  constructor(database: Database) {
    this.texts = database.collection<ChunkTextsRecord>(COLLECTIONS.chunkTexts);
    this.vectors = database.collection<ChunkVectorsRecord>(COLLECTIONS.chunkVectors);
    this.ungrouped = database.collection<ChunkRecord>(COLLECTIONS.chunks);
  }

  /**
   * Writes one index version of a document: `vectors[i]` is the vector of `chunks[i]`, and
   * `chunks[i].index` is `i`. Deleting that version first makes a second run of the same version
   * (a redelivered job) leave exactly one copy of each chunk.
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
    const groups: ChunkTextsRecord[] = [];
    for (let first = 0; first < chunks.length; first += TEXTS_PER_GROUP) {
      const texts = chunks.slice(first, first + TEXTS_PER_GROUP).map((chunk) => chunk.text);
      groups.push({ _id: groupId(documentId, version, first), ...owner, first, texts });
    }
    for (let i = 0; i < groups.length; i += TEXT_GROUPS_PER_WRITE) {
      await this.texts.insertMany(groups.slice(i, i + TEXT_GROUPS_PER_WRITE));
      // A turn of the event loop between writes, so that requests are served meanwhile.
      await yieldToEventLoop();
    }
    const perGroup = Math.max(1, Math.floor(VECTOR_GROUP_BYTES / (4 * (vectors[0]?.length ?? 1))));
    for (let first = 0; first < vectors.length; first += perGroup) {
      const group = vectors.slice(first, first + perGroup);
      await this.vectors.insertOne({
        _id: groupId(documentId, version, first),
        ...owner,
        first,
        count: group.length,
        vectors: encodeVectors(group),
        texts_per_group: TEXTS_PER_GROUP,
      });
      await yieldToEventLoop();
    }
  }

  async deleteVersion(workspaceId: WorkspaceId, documentId: string, version: string): Promise<void> {
    await this.deleteWhere({ workspace_id: workspaceId, document_id: documentId, version });
  }

  /** Drops every version but `keep` (all of them when `keep` is null). */
  async deleteOtherVersions(workspaceId: WorkspaceId, documentId: string, keep: string | null): Promise<void> {
    for (const filter of otherVersionFilters(workspaceId, documentId, keep)) await this.deleteWhere(filter);
  }

  async deleteForDocuments(workspaceId: WorkspaceId, documentIds: readonly string[]): Promise<void> {
    if (documentIds.length > 0)
      await this.deleteWhere({ workspace_id: workspaceId, document_id: { $in: [...documentIds] } });
  }

  /** The vectors of each document's live version: `versions` maps a document id to it. */
  async liveVectors(workspaceId: WorkspaceId, versions: ReadonlyMap<string, string>): Promise<ChunkVector[]> {
    if (versions.size === 0) return [];
    const groups = await this.vectors.find({ workspace_id: workspaceId, document_id: { $in: [...versions.keys()] } });
    const out: ChunkVector[] = [];
    const grouped = new Set<string>();
    for (const group of groups) {
      const { document_id: documentId, version } = group;
      if (versions.get(documentId) !== version) continue;
      grouped.add(documentId);
      // One id string per text group, shared by its chunks: the index is held in memory.
      let textGroup = "";
      for (const [i, vector] of decodeVectors(group.vectors, group.count).entries()) {
        const index = group.first + i;
        const position = index % group.texts_per_group;
        if (position === 0 || textGroup === "") textGroup = groupId(documentId, version, index - position);
        out.push({ documentId, index, vector, text: { group: textGroup, position } });
      }
    }
    const ungrouped = [...versions.keys()].filter((id) => !grouped.has(id));
    return ungrouped.length === 0 ? out : out.concat(await this.ungroupedVectors(workspaceId, ungrouped, versions));
  }

  /** The texts at `locations`, in their order; undefined where one is gone (a version replaced meanwhile). */
  async textsAt(workspaceId: WorkspaceId, locations: readonly TextLocation[]): Promise<Array<string | undefined>> {
    const groupIds = new Set<string>();
    const chunkIds = new Set<string>();
    for (const location of locations) {
      if ("group" in location) groupIds.add(location.group);
      else chunkIds.add(location.chunk);
    }
    const [groups, chunks] = await Promise.all([
      groupIds.size > 0 ? this.texts.find({ workspace_id: workspaceId, _id: { $in: [...groupIds] } }) : [],
      chunkIds.size > 0
        ? this.ungrouped.find(
            { workspace_id: workspaceId, _id: { $in: [...chunkIds] } },
            { projection: { _id: 1, text: 1 } },
          )
        : [],
    ]);
    const groupTexts = new Map(groups.map((group) => [group._id, group.texts]));
    const chunkTexts = new Map(chunks.map((chunk) => [chunk._id, chunk.text]));
    return locations.map((location) =>
      "group" in location ? groupTexts.get(location.group)?.[location.position] : chunkTexts.get(location.chunk),
    );
  }

  private async deleteWhere(filter: Parameters<Collection<ChunkRecord>["deleteMany"]>[0]): Promise<void> {
    await this.vectors.deleteMany(filter);
    await this.texts.deleteMany(filter);
    await this.ungrouped.deleteMany(filter);
  }

  /** Vectors of versions written before chunk groups: one in each chunk. */
  private async ungroupedVectors(
    workspaceId: WorkspaceId,
    documentIds: string[],
    versions: ReadonlyMap<string, string>,
  ): Promise<ChunkVector[]> {
    const rows = await this.ungrouped.find(
      { workspace_id: workspaceId, document_id: { $in: documentIds }, vector: { $exists: true } },
      { projection: { _id: 1, document_id: 1, version: 1, index: 1, vector: 1 } },
    );
    return rows
      .filter((row) => versions.get(row.document_id) === row.version)
      .map((row) => ({
        documentId: row.document_id,
        index: row.index,
        vector: decodeVectors(row.vector as string, 1)[0]!,
        text: { chunk: row._id },
      }));
  }
}
