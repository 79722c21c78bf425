/**
 * The conversation events of extension spec part 4 that a reply produces, in the order they
 * happened. The caller numbers them (`seq`) and stamps `created_at` when it records them.
 */
import type { RunCallOrigin } from "@cx/contracts";

export type RuntimeEvent =
  | { type: "knowledge.retrieved"; payload: KnowledgeRetrievedPayload }
  | { type: "tool.called"; payload: ToolCalledPayload }
  | { type: "tool.result"; payload: ToolResultPayload }
  | { type: "agent.message"; payload: { text: string } }
  | { type: "llm.failed"; payload: { code: string; message: string } };

export interface KnowledgeRetrievedPayload {
  chunks: { document_id: string; chunk_index: number; distance: number }[];
  /** Set when the knowledge source could not answer; the reply went on without retrieved chunks. */
  error?: string;
}

export interface ToolCalledPayload {
  request_id: string;
  /** Null when the model named a tool it was not offered. */
  tool_id: string | null;
  tool_name: string;
  /** Null when the model's arguments were not a JSON object. */
  arguments: Record<string, unknown> | null;
  origin: RunCallOrigin;
}

export interface ToolResultPayload {
  request_id: string;
  is_error: boolean;
  latency_ms: number;
}
