/** The knowledge a reply is given (part 8): whole documents and retrieved chunks. */
import type { AgentConfig, HistoryEntry } from "@cx/contracts";
import { DEFAULT_MAX_RETRIEVED_RAG_CHUNKS } from "@cx/contracts";
import type { KnowledgePassage } from "@cx/llm";
import type { RuntimeEvent } from "./events.ts";
import type { KnowledgeSource } from "./ports.ts";

/** `rag.max_documents_length` when unset: characters of whole documents in one prompt. */
export const DEFAULT_MAX_DOCUMENTS_LENGTH = 50_000;

export interface GatheredKnowledge {
  passages: KnowledgePassage[];
  /** `knowledge.retrieved`, when retrieval ran. */
  event: RuntimeEvent | null;
}

export function latestUserMessage(history: readonly HistoryEntry[]): string | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const entry = history[i]!;
    if (entry.role === "user" && entry.message?.trim()) return entry.message;
  }
  return null;
}

export async function gatherKnowledge(
  config: AgentConfig,
  history: readonly HistoryEntry[],
  source: KnowledgeSource,
): Promise<GatheredKnowledge> {
  const entries = config.agent?.prompt?.knowledge_base ?? [];
  const rag = config.agent?.prompt?.rag ?? {};
  const whole = entries.filter((e) => e.usage_mode === "prompt").map((e) => e.id);
  const retrievable = entries.filter((e) => (e.usage_mode ?? "auto") === "auto").map((e) => e.id);

  const passages: KnowledgePassage[] = [];
  if (whole.length > 0) {
    const documents = await source.documents(whole);
    let budget = Math.max(0, rag.max_documents_length ?? DEFAULT_MAX_DOCUMENTS_LENGTH);
    for (const id of whole) {
      const document = documents.get(id);
      if (!document || budget === 0) continue;
      const text = document.text.slice(0, budget);
      budget -= text.length;
      passages.push({ documentId: document.id, documentName: document.name, text });
    }
  }

  const query = latestUserMessage(history);
  if (!rag.enabled || retrievable.length === 0 || query === null) return { passages, event: null };
  const maxChunks = rag.max_retrieved_rag_chunks_count ?? DEFAULT_MAX_RETRIEVED_RAG_CHUNKS;
  try {
    const allowed = new Set(retrievable);
    // The source may answer chunks of a document deleted since; those are skipped like the document.
    const chunks = (await source.search(query, retrievable, maxChunks, rag.max_vector_distance))
      .filter((c) => allowed.has(c.document_id))
      .filter((c) => rag.max_vector_distance === undefined || c.distance <= rag.max_vector_distance)
      .slice(0, maxChunks);
    for (const c of chunks) passages.push({ documentId: c.document_id, documentName: c.document_name, text: c.text });
    const payload = {
      chunks: chunks.map((c) => ({ document_id: c.document_id, chunk_index: c.chunk_index, distance: c.distance })),
    };
    return { passages, event: { type: "knowledge.retrieved", payload } };
  } catch (error) {
    // A knowledge service that does not answer must not cost the customer the reply itself.
    const message = error instanceof Error ? error.message : "knowledge search failed";
    return { passages, event: { type: "knowledge.retrieved", payload: { chunks: [], error: message } } };
  }
}
