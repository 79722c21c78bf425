/**
 * What the caller of the runtime supplies. The runtime knows nothing of HTTP, the bus or the
 * store: conversations and test runs each decide where tools and knowledge come from.
 */
import type { ToolType } from "@cx/contracts";

/** A workspace tool as the runtime needs it (part 7). */
export interface CatalogTool {
  id: string;
  name: string;
  description: string;
  type: Extract<ToolType, "webhook" | "client">;
  /** JSON Schema of the arguments (`type: "object"`). */
  parameters: Record<string, unknown>;
  /**
   * Deleted since the agent's version named it (part 7): still offered, as the version was made
   * with it, but unavailable; the executor decides what a call to it gives.
   */
  deleted?: boolean;
}

export interface ToolCatalog {
  /** The tools of `ids` the workspace has or had (deleted ones marked), by id; an unknown id is absent. */
  tools(ids: readonly string[]): Promise<ReadonlyMap<string, CatalogTool>>;
}

export interface ToolInvocation {
  requestId: string;
  tool: CatalogTool;
  /** The parsed arguments; the runtime never hands over a call whose arguments did not parse. */
  arguments: Record<string, unknown>;
  argumentsRaw: string;
  signal?: AbortSignal;
}

export type ToolExecution =
  | { kind: "result"; result: string; isError: boolean; latencyMs: number }
  /** The client answers this call later (`resume`). */
  | { kind: "client" };

/**
 * Carries out a call: a real webhook, a mock, or a hand-off to the client, as the caller decides.
 * To abort the whole reply instead (a run's `mock_not_matched`, `tool_unavailable`), throw a
 * `ToolFailure`.
 */
export interface ToolExecutor {
  execute(invocation: ToolInvocation): Promise<ToolExecution>;
}

/** Thrown by a `ToolExecutor` to stop the reply; the outcome is `failed` with this code. */
export class ToolFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "ToolFailure";
  }
}

export interface KnowledgeDocumentText {
  id: string;
  name: string;
  text: string;
}

export interface KnowledgeChunk {
  document_id: string;
  document_name: string;
  chunk_index: number;
  text: string;
  distance: number;
}

export interface KnowledgeSource {
  /** Whole texts of the documents that still exist; a deleted one is absent from the map. */
  documents(ids: readonly string[]): Promise<ReadonlyMap<string, KnowledgeDocumentText>>;
  /** The best chunks of `documentIds` for `query`, nearest first. */
  search(
    query: string,
    documentIds: readonly string[],
    maxChunks: number,
    maxDistance: number | undefined,
  ): Promise<KnowledgeChunk[]>;
}
