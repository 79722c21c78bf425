import { afterAll, beforeAll, beforeEach, describe, expect, it } from "bun:test";
import { waitUntil } from "@cx/bus/testing";
import { Topics } from "@cx/contracts";
import { asWorkspaceId } from "@cx/ids";
import { OpenAiTestServer } from "@cx/llm/testing";
import { type ConversationsHarness, startConversations, WS } from "../testing/conversations.ts";

const API_KEY = "sk-conversations-test-provider-key-0001";
let server: OpenAiTestServer;
let h: ConversationsHarness;
beforeAll(async () => {
  server = OpenAiTestServer.start();
  h = await startConversations({
    env: { LLM_BASE_URL: server.url, LLM_API_KEY: API_KEY, LLM_MAX_RETRIES: "1", LLM_TIMEOUT_MS: "5000" },
  });
});
afterAll(async () => {
  await h.stop();
  await server.stop();
});
beforeEach(() => server.reset());

async function clientTool(name: string) {
  const toolId = `tool_${name}`;
  await h.bus.publish(Topics.AGENTS_TOOL_CREATED, {
    workspace_id: WS,
    tool_id: toolId,
    name,
    description: "Opens a page in the customer's browser",
    type: "client",
    parameters: { type: "object", properties: { url: { type: "string" } } },
    webhook: null,
    updated_at: "2026-01-01T00:00:00.000Z",
    occurred_at: "2026-01-01T00:00:00.000Z",
  });
  return toolId;
}

async function start(config: Record<string, unknown>) {
  const agent = await h.createAgent(config);
  const started = await h.call("POST", `/agents/${agent.agentId}/conversations`, { body: {} });
  expect(started.status).toBe(201);
  return started.json.id as string;
}

describe("turns with an OpenAI-compatible model", () => {
  it("still offers a tool deleted since the version was made, and answers its call with an error result", async () => {
    const toolId = await clientTool("old_page");
    const id = await start({ agent: { prompt: { prompt: "Help.", tool_ids: [toolId] } } });
    await h.bus.publish(Topics.AGENTS_TOOL_DELETED, {
      workspace_id: WS,
      tool_id: toolId,
      name: "old_page",
      occurred_at: "2026-01-02T00:00:00.000Z",
    });
    server.enqueue(
      { kind: "tool_calls", calls: [{ name: "old_page", arguments: '{"url":"https://example.com"}' }] },
      { kind: "text", text: "That page cannot be opened any more." },
    );
    // The deletion reaches the read model through the bus.
    await waitUntil(
      async () => (await h.deps.agents.toolsAmong(asWorkspaceId(WS), [toolId])).length === 0,
      "the deletion in the read model",
    );
    const replied = await h.call("POST", `/conversations/${id}/messages`, { body: { text: "Open the old page" } });
    expect(replied.status).toBe(200);
    expect(replied.json.transcript.at(-1)).toMatchObject({
      role: "agent",
      text: "That page cannot be opened any more.",
    });
    expect(replied.json.events.find((e: { type: string }) => e.type === "tool.result")).toMatchObject({
      payload: { is_error: true },
    });
    const offered = server.requests.at(-2)!.body.tools as { function: { name: string } }[];
    expect(offered.map((t) => t.function.name)).toEqual(["old_page"]);
    const toolMessage = (server.requests.at(-1)!.body.messages as { role: string; content: string }[]).at(-1);
    expect(toolMessage).toMatchObject({ role: "tool", content: 'Tool "old_page" no longer exists.' });
  });

  it("hands a client tool call to the client and continues with its result", async () => {
    const toolId = await clientTool("open_page");
    const id = await start({ agent: { prompt: { prompt: "Help.", tool_ids: [toolId] } } });
    server.enqueue(
      { kind: "tool_calls", calls: [{ name: "open_page", arguments: '{"url":"https://example.com/help"}' }] },
      { kind: "text", text: "I opened the help page for you." },
    );
    const waiting = await h.call("POST", `/conversations/${id}/messages`, { body: { text: "Show me help" } });
    expect(waiting.status).toBe(200);
    expect(waiting.json.status).toBe("active");
    expect(waiting.json.pending_tool_calls).toEqual([
      { request_id: expect.any(String), tool_name: "open_page", params_as_json: '{"url":"https://example.com/help"}' },
    ]);
    const requestId = waiting.json.pending_tool_calls[0].request_id as string;
    expect(waiting.json.events.at(-1)).toMatchObject({
      type: "tool.called",
      payload: { request_id: requestId, tool_id: toolId, tool_name: "open_page", origin: "llm" },
    });

    const early = await h.call("POST", `/conversations/${id}/messages`, { body: { text: "Hello?" } });
    expect([early.status, early.json.error.code]).toEqual([409, "conflict"]);
    const wrong = await h.call("POST", `/conversations/${id}/messages`, {
      body: { tool_results: [{ request_id: "call_other", result_value: "done" }] },
    });
    expect(wrong.status).toBe(422);

    const resumed = await h.call("POST", `/conversations/${id}/messages`, {
      body: { tool_results: [{ request_id: requestId, result_value: "opened" }] },
    });
    expect(resumed.status).toBe(200);
    expect(resumed.json.pending_tool_calls).toEqual([]);
    expect(resumed.json.transcript.at(-1)).toMatchObject({ role: "agent", text: "I opened the help page for you." });
    expect(resumed.json.turn_count).toBe(1);
    const types = resumed.json.events.map((e: { type: string }) => e.type);
    expect(types).toEqual(["conversation.started", "user.message", "tool.called", "tool.result", "agent.message"]);
    expect(resumed.json.events.map((e: { seq: number }) => e.seq)).toEqual([0, 1, 2, 3, 4]);
    // The provider saw the tool result as a `tool` message.
    const last = server.requests.at(-1)!.body.messages as { role: string; content: string }[];
    expect(last.at(-1)).toMatchObject({ role: "tool", content: "opened" });
  });

  it("adds up the tokens and cost of every model call of every reply", async () => {
    const id = await start({ agent: { prompt: { prompt: "Help.", llm: "vendor-a-5" } } });
    server.enqueue(
      // A tool step, then the text step: two model calls for one reply.
      {
        kind: "tool_calls",
        calls: [{ name: "not_offered", arguments: "{}" }],
        usage: { prompt_tokens: 1000, completion_tokens: 100 },
      },
      { kind: "text", text: "I cannot look that up.", usage: { prompt_tokens: 1200, completion_tokens: 50 } },
      { kind: "text", text: "Anything else?", usage: { prompt_tokens: 800, completion_tokens: 20 } },
    );
    const first = await h.call("POST", `/conversations/${id}/messages`, { body: { text: "Look it up" } });
    expect(first.json).toMatchObject({ input_tokens: 2200, output_tokens: 150 });
    // vendor-a-5: 1.25 and 10 USD per million tokens: 2200 × 1.25 + 150 × 10 = 4250 micro-dollars.
    expect(first.json.cost_usd).toBe("0.004250");
    const second = await h.call("POST", `/conversations/${id}/messages`, { body: { text: "Thanks" } });
    // + 800 × 1.25 + 20 × 10 = 1200 micro-dollars.
    expect(second.json).toMatchObject({ input_tokens: 3000, output_tokens: 170, cost_usd: "0.005450" });
  });

  it("ends with end_reason agent when the model calls end_call", async () => {
    const id = await start({ agent: { prompt: { prompt: "Help.", built_in_tools: { end_call: {} } } } });
    server.enqueue({ kind: "tool_calls", calls: [{ name: "end_call", arguments: "{}" }] });
    const ended = await h.call("POST", `/conversations/${id}/messages`, { body: { text: "Bye!" } });
    expect(ended.json).toMatchObject({ status: "ended", end_reason: "agent", analysis_status: "pending" });
    expect(ended.json.events.at(-1)).toMatchObject({ type: "conversation.ended", payload: { end_reason: "agent" } });
  });

  for (const [status, code] of [
    [429, "quota_exceeded"],
    [500, "runtime_error"],
  ] as const) {
    it(`fails the conversation on a model ${status} after retries (${code}), never showing the key`, async () => {
      const id = await start({ agent: { prompt: { prompt: "Help." } } });
      server.enqueue(
        { kind: "status", status, retryAfterMs: 1, message: `upstream said no; key ${API_KEY}` },
        { kind: "status", status, retryAfterMs: 1, message: `upstream said no; key ${API_KEY}` },
      );
      const failed = await h.call("POST", `/conversations/${id}/messages`, { body: { text: "Hello" } });
      expect(failed.status).toBe(200);
      expect(failed.json).toMatchObject({ status: "failed", end_reason: "error" });
      const llmFailed = failed.json.events.find((e: { type: string }) => e.type === "llm.failed");
      expect(llmFailed.payload.code).toBe(code);
      expect(failed.json.events.at(-1)).toMatchObject({ type: "conversation.ended", payload: { end_reason: "error" } });
      expect(failed.text).not.toContain(API_KEY);
      expect(server.requests.length).toBe(2);
      expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    });
  }

  it("streams deltas and then the detail with Accept: text/event-stream", async () => {
    const id = await start({ agent: { prompt: { prompt: "Help." } } });
    server.enqueue({ kind: "text", text: "Orders ship within two working days of payment." });
    const streamed = await h.call("POST", `/conversations/${id}/messages`, {
      body: { text: "When do orders ship?" },
      accept: "text/event-stream",
    });
    expect(streamed.status).toBe(200);
    expect(streamed.headers.get("content-type")).toContain("text/event-stream");
    const frames = streamed.text
      .trim()
      .split("\n\n")
      .map((frame) => {
        const [event, data] = frame.split("\n");
        return { event: event!.slice("event: ".length), data: JSON.parse(data!.slice("data: ".length)) };
      });
    const deltas = frames.filter((f) => f.event === "delta");
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.map((f) => f.data.text).join("")).toBe("Orders ship within two working days of payment.");
    expect(frames.at(-1)!.event).toBe("done");
    expect(frames.at(-1)!.data.transcript.at(-1).text).toBe("Orders ship within two working days of payment.");
    expect(server.requests[0]!.body.stream).toBe(true);

    // Errors a client can cause come before any stream, as ordinary JSON answers.
    await h.call("POST", `/conversations/${id}/end`);
    const refused = await h.call("POST", `/conversations/${id}/messages`, {
      body: { text: "again" },
      accept: "text/event-stream",
    });
    expect([refused.status, refused.json.error.code]).toEqual([409, "conversation_not_active"]);
  });

  it("marks the analysis failed when the analysis model keeps failing, with the error, and keeps no results", async () => {
    const id = await start({
      agent: { prompt: { prompt: "Help." } },
      platform_settings: { sentiment_analysis: { enabled: true } },
    });
    server.enqueue({ kind: "text", text: "Hello there." });
    await h.call("POST", `/conversations/${id}/messages`, { body: { text: "Hi" } });
    server.enqueue({ kind: "status", status: 500 }, { kind: "status", status: 500 });
    await h.call("POST", `/conversations/${id}/end`);
    const failed = await h.waitForAnalysis(id);
    expect(failed.analysis_status).toBe("failed");
    expect(failed.analysis).toEqual({ error: { code: "runtime_error", message: expect.any(String) } });
    expect(failed.events.at(-1)).toMatchObject({ type: "analysis.failed", payload: { code: "runtime_error" } });
    expect(JSON.stringify(failed)).not.toContain(API_KEY);
    // The structured output asked of the provider names the schema strictly.
    const asked = server.requests.at(-1)!.body.response_format as { type: string; json_schema: { strict: boolean } };
    expect(asked.type).toBe("json_schema");
    expect(asked.json_schema.strict).toBe(true);
  });
});
