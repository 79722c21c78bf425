import type { KnowledgeSearchBody, KnowledgeSearchResult } from "@cx/contracts";
import { DEFAULT_MAX_RETRIEVED_RAG_CHUNKS } from "@cx/contracts";
import type { WorkspaceId } from "../domain/ids.ts";
import { cosineDistance } from "../domain/vectors.ts";
import type { ChunkVector } from "../store/chunks-repository.ts";
import type { KnowledgeDeps } from "./deps.ts";

interface WorkspaceIndex {
  generation: number;
  embedderId: string;
  chunks: ChunkVector[];
}

/** Workspaces whose vectors stay in memory; the least recently searched is dropped first. */
const CACHED_WORKSPACES = 32;

/**
 * Vector search over a workspace's live chunks. Vectors are held in memory per workspace and
 * reloaded when the workspace's index generation (bumped by every indexing, failure and
 * deletion, whichever process did it) has moved, so replicas agree without talking to each other.
 */
export class KnowledgeSearch {
  private readonly cache = new Map<string, WorkspaceIndex>();

  constructor(private readonly deps: KnowledgeDeps) {}

  private async index(workspaceId: WorkspaceId): Promise<WorkspaceIndex> {
    const { repos, embedder } = this.deps;
    const generation = await repos.indexState.generation(workspaceId);
    const cached = this.cache.get(workspaceId);
    if (cached && cached.generation === generation && cached.embedderId === embedder.id) {
      this.cache.delete(workspaceId);
      this.cache.set(workspaceId, cached);
      return cached;
    }
    // Only chunks of each document's live version, made by this embedder, are comparable.
    const live = (await repos.documents.withLiveIndex(workspaceId)).filter((d) => d.embedder_id === embedder.id);
    const versions = new Map(live.map((d) => [d._id, d.active_version as string]));
    const chunks = await repos.chunks.liveVectors(workspaceId, versions);
    const fresh = { generation, embedderId: embedder.id, chunks };
    this.cache.delete(workspaceId);
    this.cache.set(workspaceId, fresh);
    while (this.cache.size > CACHED_WORKSPACES) this.cache.delete(this.cache.keys().next().value as string);
    return fresh;
  }

  async search(workspaceId: WorkspaceId, body: KnowledgeSearchBody): Promise<{ items: KnowledgeSearchResult[] }> {
    const limit = body.max_chunks ?? DEFAULT_MAX_RETRIEVED_RAG_CHUNKS;
    const maxDistance = body.max_vector_distance ?? Number.POSITIVE_INFINITY;
    const only = body.document_ids ? new Set(body.document_ids) : null;
    const index = await this.index(workspaceId);
    const [query] = await this.deps.embedder.embed([body.query]);
    if (!query) return { items: [] };

    // Keeps the best `limit` in a small sorted array: k is at most 20, so insertion beats sorting all.
    const best: { chunk: ChunkVector; distance: number }[] = [];
    for (const chunk of index.chunks) {
      if (only && !only.has(chunk.documentId)) continue;
      const distance = cosineDistance(query, chunk.vector);
      if (distance > maxDistance) continue;
      if (best.length === limit && distance >= best[best.length - 1]!.distance) continue;
      let at = best.length;
      while (at > 0 && best[at - 1]!.distance > distance) at--;
      best.splice(at, 0, { chunk, distance });
      if (best.length > limit) best.pop();
    }
    if (best.length === 0) return { items: [] };

    // Text and names are read at answer time: current names, and nothing of a deleted document.
    const { repos } = this.deps;
    const [texts, documents] = await Promise.all([
      repos.chunks.textsAt(
        workspaceId,
        best.map((b) => b.chunk.text),
      ),
      repos.documents.findMany(workspaceId, [...new Set(best.map((b) => b.chunk.documentId))]),
    ]);
    const nameOf = new Map(documents.map((d) => [d._id, d.name]));
    const items: KnowledgeSearchResult[] = [];
    for (const [i, { chunk, distance }] of best.entries()) {
      const text = texts[i];
      const name = nameOf.get(chunk.documentId);
      if (text === undefined || name === undefined) continue;
      items.push({ document_id: chunk.documentId, document_name: name, chunk_index: chunk.index, text, distance });
    }
    return { items };
  }
}
