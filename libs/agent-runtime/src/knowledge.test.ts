import { describe, expect, test } from "bun:test";
import type { AgentConfig, HistoryEntry } from "@cx/contracts";
import { DEFAULT_MAX_DOCUMENTS_LENGTH, gatherKnowledge } from "./knowledge.ts";
import { knowledgeOf } from "./test-support.ts";

const history: HistoryEntry[] = [
  { role: "user", message: "first question" },
  { role: "agent", message: "an answer" },
  { role: "user", message: "how do refunds work?" },
  { role: "agent", message: "" },
];
const docs = [
  { id: "kdoc_a", name: "A", text: "a".repeat(30) },
  { id: "kdoc_b", name: "B", text: "b".repeat(30) },
  { id: "kdoc_c", name: "C", text: "c".repeat(30) },
];
const chunks = [
  { document_id: "kdoc_r", document_name: "Refunds", chunk_index: 2, text: "Refunds take 5 days.", distance: 0.1 },
  { document_id: "kdoc_gone", document_name: "Gone", chunk_index: 0, text: "stale", distance: 0.2 },
  { document_id: "kdoc_r", document_name: "Refunds", chunk_index: 0, text: "far away", distance: 0.9 },
];

function config(prompt: NonNullable<NonNullable<AgentConfig["agent"]>["prompt"]>): AgentConfig {
  return { agent: { prompt } };
}

describe("knowledge", () => {
  test("prompt documents go whole, up to max_documents_length in all; a deleted one is skipped", async () => {
    const { source } = knowledgeOf(docs);
    const gathered = await gatherKnowledge(
      config({
        knowledge_base: [
          { id: "kdoc_a", usage_mode: "prompt" },
          { id: "kdoc_deleted", usage_mode: "prompt" },
          { id: "kdoc_b", usage_mode: "prompt" },
          { id: "kdoc_c", usage_mode: "prompt" },
        ],
        rag: { max_documents_length: 45 },
      }),
      history,
      source,
    );
    expect(gathered.passages).toEqual([
      { documentId: "kdoc_a", documentName: "A", text: "a".repeat(30) },
      { documentId: "kdoc_b", documentName: "B", text: "b".repeat(15) },
    ]);
    expect(gathered.event).toBeNull();
    expect(DEFAULT_MAX_DOCUMENTS_LENGTH).toBeGreaterThan(0);
  });

  test("auto documents are retrieved for the latest user message when rag is enabled", async () => {
    const { source, searches } = knowledgeOf([], chunks);
    const gathered = await gatherKnowledge(
      config({
        knowledge_base: [{ id: "kdoc_r" }, { id: "kdoc_p", usage_mode: "prompt" }],
        rag: { enabled: true, max_retrieved_rag_chunks_count: 3, max_vector_distance: 0.5 },
      }),
      history,
      source,
    );
    expect(searches).toEqual([
      { query: "how do refunds work?", documentIds: ["kdoc_r"], maxChunks: 3, maxDistance: 0.5 },
    ]);
    // kdoc_gone is not attached (deleted since), the third is beyond max_vector_distance.
    expect(gathered.passages).toEqual([
      { documentId: "kdoc_r", documentName: "Refunds", text: "Refunds take 5 days." },
    ]);
    expect(gathered.event).toEqual({
      type: "knowledge.retrieved",
      payload: { chunks: [{ document_id: "kdoc_r", chunk_index: 2, distance: 0.1 }] },
    });
  });

  test("five chunks by default; nothing retrieved when rag is not enabled", async () => {
    const { source, searches } = knowledgeOf([], chunks);
    await gatherKnowledge(
      config({ knowledge_base: [{ id: "kdoc_r", usage_mode: "auto" }], rag: { enabled: true } }),
      history,
      source,
    );
    expect(searches[0]?.maxChunks).toBe(5);
    const off = await gatherKnowledge(config({ knowledge_base: [{ id: "kdoc_r" }] }), history, source);
    expect(off).toEqual({ passages: [], event: null });
    expect(searches).toHaveLength(1);
  });

  test("a failing search leaves the reply without chunks and says so in the event", async () => {
    const source = {
      documents: async () => new Map(),
      search: async () => {
        throw new Error("knowledge search timed out");
      },
    };
    const gathered = await gatherKnowledge(
      config({ knowledge_base: [{ id: "kdoc_r" }], rag: { enabled: true } }),
      history,
      source,
    );
    expect(gathered.passages).toEqual([]);
    expect(gathered.event).toEqual({
      type: "knowledge.retrieved",
      payload: { chunks: [], error: "knowledge search timed out" },
    });
  });
});
