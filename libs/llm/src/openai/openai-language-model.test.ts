import { afterAll, beforeEach, describe, expect, test } from "bun:test";
import { Writable } from "node:stream";
import { loadSlice } from "@cx/config";
import { createLogger } from "@cx/logger";
import { testSpanExporter } from "@cx/tracing";
import { llmConfig } from "../config.ts";
import { createLanguageModel } from "../create-language-model.ts";
import { createEmbedder } from "../embeddings/create-embedder.ts";
import { type ChatRequest, type ChatStreamEvent, LlmError } from "../port.ts";
import { OpenAiTestServer } from "../testing/openai-test-server.ts";

const server = OpenAiTestServer.start();
afterAll(() => server.stop());
beforeEach(() => server.reset());

function modelWith(env: Record<string, string> = {}) {
  return createLanguageModel(
    loadSlice(llmConfig, { LLM_BASE_URL: server.url, LLM_API_KEY: "sk-test", LLM_TIMEOUT_MS: "2000", ...env }),
    { logger: createLogger("test", { level: "silent" }) },
  );
}

const request = (extra: Partial<ChatRequest> = {}): ChatRequest => ({
  model: "vendor-a-5-mini",
  messages: [{ role: "user", content: "Hello" }],
  task: { kind: "reply" },
  ...extra,
});

const failure = (promise: Promise<unknown>) => promise.then(() => undefined).catch((e: unknown) => e as LlmError);

async function drain(events: AsyncIterable<ChatStreamEvent>): Promise<ChatStreamEvent[]> {
  const out: ChatStreamEvent[] = [];
  for await (const event of events) out.push(event);
  return out;
}

describe("OpenAI-compatible adapter: the request it sends", () => {
  test("maps the model, sends tools, tool messages, sampling settings and the key", async () => {
    const model = modelWith({ LLM_MODEL_MAP: JSON.stringify({ "vendor-a-5-mini": "gpt-test-mini" }) });
    const tool = {
      name: "lookup_order",
      description: "Finds an order.",
      parameters: { type: "object", properties: {} },
    };
    await model.chat(
      request({
        tools: [tool],
        temperature: 0.2,
        maxTokens: 150,
        messages: [
          { role: "system", content: "Be brief." },
          { role: "user", content: "Where is my order?" },
          { role: "assistant", content: null, toolCalls: [{ id: "call_1", name: "lookup_order", arguments: "{}" }] },
          { role: "tool", toolCallId: "call_1", content: "shipped" },
        ],
      }),
    );
    const sent = server.requests[0]!;
    expect(sent.path).toBe("/v1/chat/completions");
    expect(sent.headers.authorization).toBe("Bearer sk-test");
    expect(sent.body).toMatchObject({
      model: "gpt-test-mini",
      temperature: 0.2,
      max_completion_tokens: 150,
      tools: [{ type: "function", function: tool }],
      messages: [
        { role: "system", content: "Be brief." },
        { role: "user", content: "Where is my order?" },
        {
          role: "assistant",
          content: null,
          tool_calls: [{ id: "call_1", type: "function", function: { name: "lookup_order", arguments: "{}" } }],
        },
        { role: "tool", tool_call_id: "call_1", content: "shipped" },
      ],
    });
  });

  test("asks for strict JSON Schema output, and streams with usage", async () => {
    const schema = {
      type: "object",
      properties: { ok: { type: "boolean" } },
      required: ["ok"],
      additionalProperties: false,
    };
    await drain(modelWith().stream(request({ responseSchema: { name: "check", schema } })));
    expect(server.requests[0]!.body).toMatchObject({
      stream: true,
      stream_options: { include_usage: true },
      response_format: { type: "json_schema", json_schema: { name: "check", strict: true, schema } },
    });
  });

  test("sends no Authorization header without a key", async () => {
    const model = createLanguageModel(loadSlice(llmConfig, { LLM_BASE_URL: server.url }));
    await model.chat(request());
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
  });

  test("reads usage from the answer", async () => {
    server.enqueue({ kind: "text", text: "Hi", usage: { prompt_tokens: 1200, completion_tokens: 300 } });
    const result = await modelWith().chat(request());
    expect(result.usage).toEqual({ inputTokens: 1200, outputTokens: 300 });
    // vendor-a-5-mini: 0.25 and 2 USD per million tokens.
    expect(result.costUsd).toBe(0.0009);
  });
});

describe("OpenAI-compatible adapter: retries", () => {
  test("honours Retry-After on a 429, then succeeds", async () => {
    server.enqueue({ kind: "status", status: 429, retryAfter: "1" }, { kind: "text", text: "after the wait" });
    const started = performance.now();
    const result = await modelWith({ LLM_MAX_RETRIES: "2" }).chat(request());
    expect(result.content).toBe("after the wait");
    expect(server.requests).toHaveLength(2);
    // Without the header the first back-off is at most 0.5 s; one second means the header was obeyed.
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
  });

  test("a 429 after the last retry is quota_exceeded", async () => {
    for (let i = 0; i < 3; i++)
      server.enqueue({ kind: "status", status: 429, retryAfter: "0", code: "rate_limit_exceeded" });
    const error = await failure(modelWith({ LLM_MAX_RETRIES: "2" }).chat(request()));
    expect(error).toBeInstanceOf(LlmError);
    expect(error!.code).toBe("quota_exceeded");
    expect(error!.message).toContain("rate_limit_exceeded");
    expect(server.requests).toHaveLength(3);
  });

  test("a 500 is retried; after the last retry it is runtime_error", async () => {
    server.enqueue({ kind: "status", status: 500, retryAfterMs: 1 }, { kind: "text", text: "recovered" });
    expect((await modelWith({ LLM_MAX_RETRIES: "1" }).chat(request())).content).toBe("recovered");

    server.reset();
    server.enqueue({ kind: "status", status: 502, retryAfterMs: 1 }, { kind: "status", status: 503, retryAfterMs: 1 });
    const error = await failure(modelWith({ LLM_MAX_RETRIES: "1" }).chat(request()));
    expect(error!.code).toBe("runtime_error");
    expect(error!.message).toContain("503");
    expect(server.requests).toHaveLength(2);
  });

  test("the client's retries are the only ones: no retry at LLM_MAX_RETRIES=0, none for a 400", async () => {
    server.enqueue({ kind: "status", status: 500 });
    expect((await failure(modelWith({ LLM_MAX_RETRIES: "0" }).chat(request())))!.code).toBe("runtime_error");
    expect(server.requests).toHaveLength(1);

    server.reset();
    server.enqueue({ kind: "status", status: 400, code: "invalid_request" });
    const error = await failure(modelWith({ LLM_MAX_RETRIES: "3" }).chat(request()));
    expect(error!.code).toBe("runtime_error");
    expect(server.requests).toHaveLength(1);
  });

  test("a slow answer times out and is retried", async () => {
    server.enqueue({ kind: "slow", delayMs: 1500 }, { kind: "text", text: "quick this time" });
    const result = await modelWith({ LLM_TIMEOUT_MS: "300", LLM_MAX_RETRIES: "1" }).chat(request());
    expect(result.content).toBe("quick this time");
    expect(server.requests).toHaveLength(2);

    server.reset();
    server.enqueue({ kind: "slow", delayMs: 1500 }, { kind: "slow", delayMs: 1500 });
    const error = await failure(modelWith({ LLM_TIMEOUT_MS: "300", LLM_MAX_RETRIES: "1" }).chat(request()));
    expect(error!.code).toBe("runtime_error");
    expect(error!.message).toContain("in time");
  });

  test("a 429 before a stream starts is retried too", async () => {
    server.enqueue({ kind: "status", status: 429, retryAfter: "0" });
    const events = await drain(modelWith({ LLM_MAX_RETRIES: "1" }).stream(request()));
    expect(events.at(-1)!.type).toBe("done");
    expect(server.requests).toHaveLength(2);
  });
});

describe("OpenAI-compatible adapter: malformed answers", () => {
  test("a body that is not JSON is runtime_error", async () => {
    server.enqueue({ kind: "malformed" });
    expect((await failure(modelWith({ LLM_MAX_RETRIES: "0" }).chat(request())))!.code).toBe("runtime_error");
    server.enqueue({ kind: "malformed" });
    expect((await failure(drain(modelWith({ LLM_MAX_RETRIES: "0" }).stream(request()))))!.code).toBe("runtime_error");
  });

  test("structured output that is not JSON, or does not match the schema, is invalid_output", async () => {
    const schema = {
      type: "object",
      properties: { status: { enum: ["success", "failure"] } },
      required: ["status"],
      additionalProperties: false,
    };
    const asked = request({ responseSchema: { name: "verdict", schema } });
    server.enqueue({ kind: "text", text: "I think it went well" });
    expect((await failure(modelWith().chat(asked)))!.code).toBe("invalid_output");
    server.enqueue({ kind: "text", text: JSON.stringify({ status: "maybe" }) });
    expect((await failure(modelWith().chat(asked)))!.code).toBe("invalid_output");
    server.enqueue({ kind: "text", text: JSON.stringify({ status: "failure" }) });
    expect((await modelWith().chat(asked)).output).toEqual({ status: "failure" });
  });
});

describe("OpenAI-compatible adapter: the API key stays secret", () => {
  test("no error message, log line or span carries the key", async () => {
    const key = "sk-canary-7f3a9c1e5b";
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = createLogger("llm-secrecy", { level: "debug", destination });
    const config = loadSlice(llmConfig, {
      LLM_BASE_URL: server.url,
      LLM_API_KEY: key,
      LLM_TIMEOUT_MS: "200",
      LLM_MAX_RETRIES: "1",
    });
    const model = createLanguageModel(config, { logger });
    const embedder = createEmbedder(config, { logger });
    const exporter = testSpanExporter();
    exporter?.reset();

    const echo = `Incorrect API key provided: Bearer ${key}`;
    server.enqueue(
      { kind: "status", status: 401, message: echo, code: "invalid_api_key" },
      { kind: "status", status: 429, retryAfter: "0", message: echo },
      { kind: "status", status: 429, retryAfter: "0", message: echo },
      { kind: "status", status: 500, retryAfterMs: 1, message: echo },
      { kind: "status", status: 500, retryAfterMs: 1, message: echo },
      { kind: "slow", delayMs: 600 },
      { kind: "slow", delayMs: 600 },
      { kind: "malformed" },
      { kind: "status", status: 403, message: echo },
    );
    const errors = [
      await failure(model.chat(request())),
      await failure(model.chat(request())),
      await failure(drain(model.stream(request()))),
      await failure(model.chat(request())),
      await failure(model.chat(request())),
      await failure(embedder.embed(["x"])),
    ];
    expect(errors.map((e) => e?.code)).toEqual([
      "runtime_error",
      "quota_exceeded",
      "runtime_error",
      "runtime_error",
      "runtime_error",
      "runtime_error",
    ]);
    // The key did reach the server, so its absence below is not for want of use.
    expect(server.requests.every((r) => r.headers.authorization === `Bearer ${key}`)).toBe(true);
    for (const error of errors) {
      expect(error!.message).not.toContain(key);
      expect(JSON.stringify(error)).not.toContain(key);
      expect(String(error!.stack)).not.toContain(key);
    }
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).not.toContain(key);
    const spans = exporter?.getFinishedSpans() ?? [];
    expect(spans.some((s) => s.name === "llm.chat")).toBe(true);
    for (const span of spans) {
      expect(JSON.stringify({ attributes: span.attributes, events: span.events, status: span.status })).not.toContain(
        key,
      );
    }
  });
});
