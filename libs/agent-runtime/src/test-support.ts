/** Fakes for the runtime's unit tests: a scripted model and in-memory tools and knowledge. */
import type { ChatRequest, ChatResult, ChatStreamEvent, LanguageModel, ToolCall } from "@cx/llm";
import type { CatalogTool, KnowledgeChunk, KnowledgeDocumentText, KnowledgeSource, ToolCatalog } from "./ports.ts";

export type ScriptedAnswer =
  | { content?: string | null; toolCalls?: ToolCall[]; output?: unknown; inputTokens?: number; outputTokens?: number }
  | Error;

/** Answers the scripted answers in order and keeps every request it was sent. */
export class ScriptedModel implements LanguageModel {
  readonly requests: ChatRequest[] = [];
  private next = 0;

  constructor(
    private readonly answers: ScriptedAnswer[],
    private readonly pricePerToken = 0.000001,
  ) {}

  private answer(request: ChatRequest): ChatResult {
    this.requests.push(structuredClone({ ...request, signal: undefined }));
    const answer = this.answers[this.next++];
    if (!answer) throw new Error("the script has no more answers");
    if (answer instanceof Error) throw answer;
    const inputTokens = answer.inputTokens ?? 10;
    const outputTokens = answer.outputTokens ?? 5;
    const toolCalls = answer.toolCalls ?? [];
    return {
      model: request.model || "vendor-a-5-mini",
      content: answer.content ?? null,
      toolCalls,
      output: answer.output,
      usage: { inputTokens, outputTokens },
      costUsd: (inputTokens + outputTokens) * this.pricePerToken,
      finishReason: toolCalls.length > 0 ? "tool_calls" : "stop",
    };
  }

  async chat(request: ChatRequest): Promise<ChatResult> {
    return this.answer(request);
  }

  async *stream(request: ChatRequest): AsyncIterable<ChatStreamEvent> {
    const result = this.answer(request);
    for (const piece of (result.content ?? "").match(/.{1,3}/gs) ?? []) yield { type: "delta", text: piece };
    yield { type: "done", result };
  }
}

export function catalogOf(tools: CatalogTool[]): ToolCatalog {
  return {
    async tools(ids) {
      return new Map(tools.filter((t) => ids.includes(t.id)).map((t) => [t.id, t]));
    },
  };
}

export function knowledgeOf(documents: KnowledgeDocumentText[], chunks: KnowledgeChunk[] = []) {
  const searches: { query: string; documentIds: readonly string[]; maxChunks: number; maxDistance?: number }[] = [];
  const source: KnowledgeSource = {
    async documents(ids) {
      return new Map(documents.filter((d) => ids.includes(d.id)).map((d) => [d.id, d]));
    },
    async search(query, documentIds, maxChunks, maxDistance) {
      searches.push({ query, documentIds, maxChunks, ...(maxDistance !== undefined ? { maxDistance } : {}) });
      return chunks.slice(0, maxChunks);
    },
  };
  return { source, searches };
}

export const noKnowledge: KnowledgeSource = knowledgeOf([]).source;

export function webhookTool(id: string, name: string): CatalogTool {
  return {
    id,
    name,
    description: `The ${name} tool.`,
    type: "webhook",
    parameters: { type: "object", properties: { q: { type: "string" } } },
  };
}

export function callOf(name: string, args: string, id = `provider_${name}`): ToolCall {
  return { id, name, arguments: args };
}
