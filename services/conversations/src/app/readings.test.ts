import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { BusRequestFailedError } from "@cx/bus";
import { ConversationRequestTopics, ReadConversationDetailReply, ReadConversationsReply, Topics } from "@cx/contracts";
import { OpenAiTestServer } from "@cx/llm/testing";
import { Value } from "@sinclair/typebox/value";
import { type ConversationsHarness, OTHER_WS, startConversations, WS } from "../testing/conversations.ts";

/** `conversations.conversations.read`: what another service reads of a workspace's conversations. */
let server: OpenAiTestServer;
let h: ConversationsHarness;
let conversationId: string;
let agentId: string;

beforeAll(async () => {
  server = OpenAiTestServer.start();
  h = await startConversations({
    env: { LLM_BASE_URL: server.url, LLM_API_KEY: "sk-readings-test-key-0001", LLM_MAX_RETRIES: "1" },
  });
  await h.bus.publish(Topics.AGENTS_TOOL_CREATED, {
    workspace_id: WS,
    tool_id: "tool_page",
    name: "open_page",
    description: "Opens a page in the customer's browser",
    type: "client",
    parameters: { type: "object", properties: { url: { type: "string" } } },
    webhook: null,
    updated_at: "2026-01-01T00:00:00.000Z",
    occurred_at: "2026-01-01T00:00:00.000Z",
  });
  const agent = await h.createAgent({ agent: { prompt: { prompt: "Help.", tool_ids: ["tool_page"] } } });
  agentId = agent.agentId;
  const started = await h.call("POST", `/agents/${agentId}/conversations`, {
    body: { dynamic_variables: { customer_name: "Budi" } },
  });
  conversationId = started.json.id;
  server.enqueue(
    { kind: "tool_calls", calls: [{ name: "open_page", arguments: '{"url":"https://example.com/help"}' }] },
    { kind: "text", text: "I opened the help page for you." },
  );
  const waiting = await h.call("POST", `/conversations/${conversationId}/messages`, { body: { text: "Show me help" } });
  const requestId = waiting.json.pending_tool_calls[0].request_id as string;
  await h.call("POST", `/conversations/${conversationId}/messages`, {
    body: { tool_results: [{ request_id: requestId, result_value: "opened" }] },
  });
});
afterAll(async () => {
  await h.stop();
  await server.stop();
});

const read = (payload: unknown) =>
  h.bus.request<unknown>(ConversationRequestTopics.READ_CONVERSATIONS, payload, { timeoutMs: 5000 });

describe("reading conversations over the bus", () => {
  it("answers the transcript, events, variables and the tool calls and results the history kept", async () => {
    const reply = await read({ workspace_id: WS, conversation_ids: [conversationId, "conv_missing"], detail: true });
    expect(Value.Check(ReadConversationsReply, reply)).toBe(true);
    const [conversation] = (reply as ReadConversationsReply).conversations;
    expect((reply as ReadConversationsReply).conversations.length).toBe(1);
    expect(conversation).toMatchObject({
      id: conversationId,
      agent_id: agentId,
      title: null,
      dynamic_variables: { customer_name: "Budi" },
      transcript: [
        { role: "user", seq: 0, text: "Show me help" },
        { role: "agent", seq: 1, text: "I opened the help page for you." },
      ],
      tool_calls: [{ tool_name: "open_page", params_as_json: '{"url":"https://example.com/help"}' }],
      tool_results: [{ tool_name: "open_page", result_value: "opened", is_error: false }],
    });
    expect(conversation?.events.map((event) => event.type)).toEqual([
      "conversation.started",
      "user.message",
      "tool.called",
      "tool.result",
      "agent.message",
    ]);
  });

  it("answers the transcript alone without detail", async () => {
    const reply = (await read({
      workspace_id: WS,
      conversation_ids: [conversationId],
      detail: false,
    })) as ReadConversationsReply;
    expect(reply.conversations[0]?.transcript.length).toBe(2);
    expect(reply.conversations[0]).toMatchObject({ events: [], tool_calls: [], tool_results: [] });
  });

  it("leaves out another workspace's conversations", async () => {
    const reply = await read({ workspace_id: OTHER_WS, conversation_ids: [conversationId], detail: true });
    expect(reply).toEqual({ conversations: [] });
  });

  it("refuses a request without a workspace, or with no or too many ids", async () => {
    for (const payload of [
      { conversation_ids: [conversationId], detail: true },
      { workspace_id: WS, conversation_ids: [], detail: true },
      { workspace_id: WS, conversation_ids: Array.from({ length: 101 }, (_, i) => `conv_${i}`), detail: true },
    ]) {
      const refused = await read(payload).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(BusRequestFailedError);
      expect((refused as BusRequestFailedError).code).toBe("validation_failed");
    }
  });
});

describe("reading one conversation's detail over the bus", () => {
  const detail = (payload: unknown) =>
    h.bus.request<unknown>(ConversationRequestTopics.READ_DETAIL, payload, { timeoutMs: 5000 });

  it("answers the conversation exactly as its GET does", async () => {
    // Ended and analysed, so that neither its duration nor its analysis moves between the two reads.
    expect((await h.call("POST", `/conversations/${conversationId}/end`)).status).toBe(200);
    await h.waitForAnalysis(conversationId);
    const reply = await detail({ workspace_id: WS, conversation_id: conversationId });
    expect(Value.Check(ReadConversationDetailReply, reply)).toBe(true);
    const got = await h.call("GET", `/conversations/${conversationId}`);
    expect((reply as ReadConversationDetailReply).conversation).toEqual(got.json);
  });

  it("answers null for another workspace's conversation and a missing one, and refuses a request without a workspace", async () => {
    expect(await detail({ workspace_id: OTHER_WS, conversation_id: conversationId })).toEqual({ conversation: null });
    expect(await detail({ workspace_id: WS, conversation_id: "conv_missing" })).toEqual({ conversation: null });
    const refused = await detail({ conversation_id: conversationId }).catch((error: unknown) => error);
    expect((refused as BusRequestFailedError).code).toBe("validation_failed");
  });
});
