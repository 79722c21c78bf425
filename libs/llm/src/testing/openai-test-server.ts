import type { Server } from "bun";
import { localReply } from "../local/reply.ts";
import { fillSchema } from "../local/schema-filler.ts";
import type { ChatMessage, ToolDefinition } from "../port.ts";

/** What the server answers to one request. */
export type ScriptedAnswer =
  | { kind: "text"; text: string; usage?: ScriptedUsage; finishReason?: string }
  | { kind: "tool_calls"; calls: { id?: string; name: string; arguments: string }[]; usage?: ScriptedUsage }
  /** A status with an error body (`{error:{message,type,code}}`), e.g. 429 with `Retry-After`. */
  | { kind: "status"; status: number; retryAfter?: string; retryAfterMs?: number; message?: string; code?: string }
  /** Waits, then answers `then` (or the default answer). */
  | { kind: "slow"; delayMs: number; then?: ScriptedAnswer }
  /** 200 with a body that is not JSON (or, streaming, a chunk that is not JSON). */
  | { kind: "malformed" }
  | { kind: "embeddings"; vectors: number[][] };

export interface ScriptedUsage {
  prompt_tokens: number;
  completion_tokens: number;
}

export interface OpenAiTestServerOptions {
  /** False: a chat-only server, as many vLLM and proxy setups are; `/v1/embeddings` answers 404. */
  embeddings?: boolean;
}

export interface RecordedRequest {
  path: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

interface ProtocolMessage {
  role: string;
  content?: string | null;
  tool_calls?: { id: string; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
}

/**
 * A local server speaking OpenAI Chat Completions and Embeddings, for tests and benchmarks.
 * Answers come from a script (`enqueue`), in order; when the script is empty, chat requests
 * are answered deterministically: structured output fills the requested schema, anything else
 * is answered by the local engine's reply logic (tool calls when the user names a tool, answers
 * from the system prompt, tool results reported), so both adapters can be held to one contract.
 * Streaming requests get server-sent chunks (content in pieces, tool-call fragments, a usage
 * chunk when `stream_options.include_usage` is set, then `[DONE]`).
 */
export class OpenAiTestServer {
  readonly requests: RecordedRequest[] = [];
  readonly #script: ScriptedAnswer[] = [];
  readonly #server: Server<undefined>;
  readonly #embeddings: boolean;

  private constructor(options: OpenAiTestServerOptions) {
    this.#embeddings = options.embeddings ?? true;
    this.#server = Bun.serve({
      hostname: "127.0.0.1",
      port: 0,
      fetch: (request) => this.#handle(request),
    });
  }

  static start(options: OpenAiTestServerOptions = {}): OpenAiTestServer {
    return new OpenAiTestServer(options);
  }

  /** The base URL to configure as LLM_BASE_URL. */
  get url(): string {
    return `http://127.0.0.1:${this.#server.port}/v1`;
  }

  enqueue(...answers: ScriptedAnswer[]): this {
    this.#script.push(...answers);
    return this;
  }

  /** Forgets recorded requests and answers not given yet. */
  reset(): void {
    this.requests.length = 0;
    this.#script.length = 0;
  }

  async stop(): Promise<void> {
    await this.#server.stop(true);
  }

  async #handle(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname;
    const text = await request.text();
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text);
    } catch {
      return Response.json({ error: { message: "invalid JSON body", type: "invalid_request_error" } }, { status: 400 });
    }
    this.requests.push({ path, headers: Object.fromEntries(request.headers.entries()), body });
    if (path === "/v1/chat/completions") return this.#answerChat(body, this.#script.shift());
    if (path === "/v1/embeddings" && this.#embeddings) {
      const head = this.#script[0];
      return this.#answerEmbeddings(
        body,
        head && head.kind !== "text" && head.kind !== "tool_calls" ? this.#script.shift() : undefined,
      );
    }
    return Response.json({ error: { message: "not found", type: "invalid_request_error" } }, { status: 404 });
  }

  async #answerEmbeddings(body: Record<string, unknown>, answer: ScriptedAnswer | undefined): Promise<Response> {
    if (answer?.kind === "slow") {
      await Bun.sleep(answer.delayMs);
      return this.#answerEmbeddings(body, answer.then);
    }
    if (answer?.kind === "status") return errorResponse(answer);
    if (answer?.kind === "malformed") return new Response("{", { headers: { "content-type": "application/json" } });
    const inputs = (Array.isArray(body.input) ? body.input : [body.input]) as string[];
    const vectors = answer?.kind === "embeddings" ? answer.vectors : inputs.map((t) => [String(t).length, 1, 0]);
    // In reverse order, as the protocol allows: a client must place vectors by their index.
    const data = vectors.map((embedding, index) => ({ object: "embedding", index, embedding })).reverse();
    return Response.json({
      object: "list",
      data,
      model: body.model,
      usage: { prompt_tokens: inputs.length, total_tokens: inputs.length },
    });
  }

  async #answerChat(body: Record<string, unknown>, answer: ScriptedAnswer | undefined): Promise<Response> {
    if (answer?.kind === "slow") {
      await Bun.sleep(answer.delayMs);
      return this.#answerChat(body, answer.then);
    }
    if (answer?.kind === "status") return errorResponse(answer);
    const stream = body.stream === true;
    if (answer?.kind === "malformed") {
      return stream
        ? new Response("data: {not json\n\n", { headers: { "content-type": "text/event-stream" } })
        : new Response('{"choices": [', { headers: { "content-type": "application/json" } });
    }
    const reply = answer && (answer.kind === "text" || answer.kind === "tool_calls") ? answer : defaultAnswer(body);
    const content = reply.kind === "text" ? reply.text : null;
    const calls = (reply.kind === "tool_calls" ? reply.calls : []).map((call, i) => ({
      id: call.id ?? `call_${i}`,
      type: "function" as const,
      function: { name: call.name, arguments: call.arguments },
    }));
    const finishReason = reply.kind === "text" ? (reply.finishReason ?? "stop") : "tool_calls";
    const usage = reply.usage ?? {
      prompt_tokens: Math.ceil(JSON.stringify(body.messages).length / 4),
      completion_tokens: Math.ceil(((content ?? "") + JSON.stringify(calls)).length / 4),
    };
    const model = String(body.model);
    if (!stream) {
      return Response.json({
        id: "chatcmpl-test",
        object: "chat.completion",
        created: 0,
        model,
        choices: [
          {
            index: 0,
            message: { role: "assistant", content, ...(calls.length ? { tool_calls: calls } : {}) },
            finish_reason: finishReason,
          },
        ],
        usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
      });
    }
    const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) =>
      `data: ${JSON.stringify({ id: "chatcmpl-test", object: "chat.completion.chunk", created: 0, model, choices, ...extra })}\n\n`;
    const events: string[] = [chunk([{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }])];
    for (const piece of splitInThree(content ?? "")) {
      events.push(chunk([{ index: 0, delta: { content: piece }, finish_reason: null }]));
    }
    for (const [index, call] of calls.entries()) {
      const [head, tail] = [call.function.arguments.slice(0, 3), call.function.arguments.slice(3)];
      events.push(
        chunk([
          {
            index: 0,
            delta: {
              tool_calls: [
                { index, id: call.id, type: "function", function: { name: call.function.name, arguments: head } },
              ],
            },
            finish_reason: null,
          },
        ]),
      );
      events.push(
        chunk([{ index: 0, delta: { tool_calls: [{ index, function: { arguments: tail } }] }, finish_reason: null }]),
      );
    }
    events.push(chunk([{ index: 0, delta: {}, finish_reason: finishReason }]));
    const options = body.stream_options as { include_usage?: boolean } | undefined;
    if (options?.include_usage) {
      events.push(chunk([], { usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens } }));
    }
    events.push("data: [DONE]\n\n");
    return new Response(events.join(""), { headers: { "content-type": "text/event-stream" } });
  }
}

function errorResponse(answer: Extract<ScriptedAnswer, { kind: "status" }>): Response {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (answer.retryAfter !== undefined) headers["retry-after"] = answer.retryAfter;
  if (answer.retryAfterMs !== undefined) headers["retry-after-ms"] = String(answer.retryAfterMs);
  const type =
    answer.status === 429 ? "rate_limit_error" : answer.status >= 500 ? "server_error" : "invalid_request_error";
  return new Response(
    JSON.stringify({
      error: { message: answer.message ?? `status ${answer.status}`, type, code: answer.code ?? null },
    }),
    { status: answer.status, headers },
  );
}

function splitInThree(text: string): string[] {
  if (text === "") return [];
  const size = Math.ceil(text.length / 3);
  return [text.slice(0, size), text.slice(size, 2 * size), text.slice(2 * size)].filter((p) => p !== "");
}

function toPortMessages(messages: ProtocolMessage[]): ChatMessage[] {
  return messages.map((m): ChatMessage => {
    if (m.role === "tool") return { role: "tool", toolCallId: m.tool_call_id ?? "", content: m.content ?? "" };
    if (m.role === "assistant") {
      return {
        role: "assistant",
        content: m.content ?? null,
        toolCalls: (m.tool_calls ?? []).map((c) => ({
          id: c.id,
          name: c.function.name,
          arguments: c.function.arguments,
        })),
      };
    }
    return { role: m.role === "system" || m.role === "developer" ? "system" : "user", content: m.content ?? "" };
  });
}

/** The deterministic answer: the requested schema filled, or the local engine's reply. */
function defaultAnswer(body: Record<string, unknown>): Extract<ScriptedAnswer, { kind: "text" | "tool_calls" }> {
  const format = body.response_format as
    | { type?: string; json_schema?: { schema?: Record<string, unknown> } }
    | undefined;
  if (format?.type === "json_schema" && format.json_schema?.schema) {
    return { kind: "text", text: JSON.stringify(fillSchema(format.json_schema.schema, () => undefined)) };
  }
  const tools = ((body.tools ?? []) as { function: ToolDefinition }[]).map((t) => t.function);
  const reply = localReply(
    {
      model: String(body.model),
      messages: toPortMessages(body.messages as ProtocolMessage[]),
      task: { kind: "reply" },
      tools,
    },
    [],
  );
  return reply.toolCalls.length > 0
    ? { kind: "tool_calls", calls: reply.toolCalls }
    : { kind: "text", text: reply.content ?? "" };
}
