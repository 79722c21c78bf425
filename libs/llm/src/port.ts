import { DependencyError } from "@cx/errors";

/**
 * The language-model port: every model call of the platform (agent replies, simulated users,
 * verdicts, analysis, embeddings) goes through it. Two adapters implement it: an
 * OpenAI-compatible HTTP adapter and a deterministic local engine, chosen by configuration.
 *
 * Model ids are the platform's own (`vendor-a-5-mini`, ...); an adapter maps them to provider
 * models. An empty id means the configured default model.
 */

export type ChatMessage =
  | { role: "system"; content: string }
  | { role: "user"; content: string }
  | { role: "assistant"; content: string | null; toolCalls?: ToolCall[] }
  | { role: "tool"; toolCallId: string; content: string };

export interface ToolCall {
  /** The provider's call id, echoed back on the `tool` message that answers it. */
  id: string;
  name: string;
  /** The arguments as the model wrote them: JSON text, possibly malformed. */
  arguments: string;
}

export interface ToolDefinition {
  name: string;
  description: string;
  /** JSON Schema of the arguments (`type: "object"`). */
  parameters: Record<string, unknown>;
}

/**
 * What the call is for. A provider only sees the messages; the local engine, which has no
 * language understanding, reads this to decide how to behave, so it must describe the task in
 * the same terms as the messages do.
 */
export type ChatTask =
  | { kind: "reply"; knowledge?: readonly KnowledgePassage[] }
  | { kind: "simulated_user"; scenario: string }
  | {
      kind: "verdict";
      condition: string;
      /** What is judged, as the messages show it: a reply, a transcript, or a tool argument's value. */
      subject: string;
      /**
       * What the agent itself said in the subject, one entry per message: the reply, the agent's
       * turns of a transcript, the argument's value. Never role labels, the user's words or the
       * scenario: the local engine judges these alone.
       */
      agentMessages: readonly string[];
      successExamples?: readonly string[];
      failureExamples?: readonly string[];
    }
  | { kind: "analysis"; transcript: string };

export interface KnowledgePassage {
  documentId: string;
  documentName: string;
  text: string;
}

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  task: ChatTask;
  tools?: ToolDefinition[];
  temperature?: number;
  maxTokens?: number;
  /** Structured output: the answer must be JSON valid against `schema`, or the call fails with `invalid_output`. */
  responseSchema?: { name: string; schema: Record<string, unknown> };
  signal?: AbortSignal;
}

export interface Usage {
  inputTokens: number;
  outputTokens: number;
}

export interface ChatResult {
  /** The platform model id that answered (the default filled in). */
  model: string;
  content: string | null;
  toolCalls: ToolCall[];
  /** With `responseSchema`: the parsed answer, already validated against the schema. */
  output?: unknown;
  usage: Usage;
  /** USD, from the price table: tokens × price per million. */
  costUsd: number;
  finishReason: "stop" | "tool_calls" | "length" | "other";
}

export type ChatStreamEvent = { type: "delta"; text: string } | { type: "done"; result: ChatResult };

export interface LanguageModel {
  chat(request: ChatRequest): Promise<ChatResult>;
  /** Same call, with the reply's text as it is generated; ends with exactly one `done`. */
  stream(request: ChatRequest): AsyncIterable<ChatStreamEvent>;
}

/** Turns texts into vectors for similarity search. */
export interface Embedder {
  /** Names the model and its settings; vectors of different ids are never compared. */
  readonly id: string;
  /**
   * Set on the local embedder: pure computation that any thread can repeat with
   * `createLocalEmbedder(dimensions)`, so that CPU-heavy callers embed off the event loop.
   */
  readonly local?: { dimensions: number };
  /** Unit-length vectors, one per text, in order. */
  embed(texts: readonly string[]): Promise<Float32Array[]>;
}

/**
 * How a model call failed after its retries. `quota_exceeded`: the provider kept answering 429;
 * `invalid_output`: the answer did not validate against the requested schema (runs report it as
 * `evaluator_error`); `runtime_error`: anything else. Messages never carry the API key.
 */
export type LlmErrorCode = "quota_exceeded" | "runtime_error" | "invalid_output";

export class LlmError extends DependencyError {
  constructor(
    readonly code: LlmErrorCode,
    message: string,
    dependency = "model",
  ) {
    super(dependency, message);
    this.name = "LlmError";
  }
}
