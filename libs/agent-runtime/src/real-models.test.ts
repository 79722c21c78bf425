import { afterAll, describe, expect, it } from "bun:test";
import { loadSlice } from "@cx/config";
import type { AgentConfig } from "@cx/contracts";
import { createLanguageModel, type LanguageModel, llmConfig } from "@cx/llm";
import { OpenAiTestServer } from "@cx/llm/testing";
import type { CatalogTool, KnowledgeSource, ToolCatalog, ToolExecutor } from "./ports.ts";
import { createAgentRuntime } from "./reply.ts";
import { judge } from "./verdict.ts";

const lookup: CatalogTool = {
  id: "tool_lookup",
  name: "lookup_order",
  description: "Looks an order up by its id.",
  type: "webhook",
  parameters: { type: "object", properties: { order_id: { type: "string" } }, required: ["order_id"] },
};
const catalog: ToolCatalog = { tools: async (ids) => new Map(ids.includes(lookup.id) ? [[lookup.id, lookup]] : []) };
const executed: Record<string, unknown>[] = [];
const executor: ToolExecutor = {
  async execute(invocation) {
    executed.push(invocation.arguments);
    return { kind: "result", result: '{"status":"shipped","eta":"Friday"}', isError: false, latencyMs: 3 };
  },
};
const noKnowledge: KnowledgeSource = { documents: async () => new Map(), search: async () => [] };

/** A simulation written to fail: the user asks about Mars, the condition wants a flight booked. */
const marsTranscript = [
  { role: "agent" as const, text: "Hello! How can I help?" },
  { role: "user" as const, text: "Hi! Book me a flight to Tokyo, or tell me the weather on Mars." },
  { role: "agent" as const, text: "Hello! How can I help you today?" },
];
const tokyo = { model: "", condition: "The agent books a flight to Tokyo", subject: marsTranscript };

const config: AgentConfig = {
  agent: {
    prompt: {
      prompt: "You are the support agent of {{shop}}. Orders ship within two days.",
      tool_ids: [lookup.id],
      built_in_tools: { end_call: {} },
    },
  },
};

function ask(model: LanguageModel, text: string) {
  return createAgentRuntime({ model, tools: catalog, executor, knowledge: noKnowledge }).reply({
    config,
    history: [{ role: "user", message: text }],
    dynamicVariables: { shop: "Acme" },
    system: { conversationId: "conv_1", agentId: "agt_1", now: new Date("2026-11-22T10:00:00.000Z") },
  });
}

describe("the runtime on the local engine", () => {
  const model = createLanguageModel(loadSlice(llmConfig, {}));

  it("calls the tool the user names with the arguments it can read, then answers from its result", async () => {
    executed.length = 0;
    const outcome = await ask(model, "Please lookup_order order_id=A-17");
    expect(outcome.status).toBe("replied");
    expect(outcome.calls.map((call) => [call.name, call.tool_id, call.arguments])).toEqual([
      ["lookup_order", "tool_lookup", { order_id: "A-17" }],
    ]);
    expect(executed).toEqual([{ order_id: "A-17" }]);
    expect(outcome.text).toContain("shipped");
    expect(outcome.usage.input_tokens).toBeGreaterThan(0);
    expect(outcome.events.map((event) => event.type)).toEqual(["tool.called", "tool.result", "agent.message"]);
  });

  it("gives the same reply, calls and usage for the same input", async () => {
    const first = await ask(model, "How fast do orders ship?");
    const second = await ask(model, "How fast do orders ship?");
    expect(second.text).toBe(first.text);
    expect(second.usage).toEqual(first.usage);
    expect(first.text).toContain("two days");
  });

  it("judges only the agent's messages, and says the verdict is the offline engine's lexical one", async () => {
    const { evaluation } = await judge(model, tokyo);
    expect(evaluation.status).toBe("failure");
    expect(evaluation.rationale.startsWith("Offline engine, lexical judgement:")).toBe(true);
  });

  it("ends the call when the user says goodbye and end_call is offered", async () => {
    const outcome = await ask(model, "Thanks, goodbye!");
    expect(outcome.status === "replied" && outcome.endCall).toBe(true);
    expect(outcome.calls.map((call) => [call.name, call.origin, call.tool_type])).toEqual([
      ["end_call", "built_in", "system"],
    ]);
  });
});

describe("the runtime on the OpenAI-compatible adapter", () => {
  const server = OpenAiTestServer.start();
  afterAll(() => server.stop());
  const model = createLanguageModel(loadSlice(llmConfig, { LLM_BASE_URL: server.url, LLM_API_KEY: "sk-runtime" }));

  it("round-trips a tool call through the Chat Completions protocol", async () => {
    executed.length = 0;
    server.reset();
    server.enqueue(
      { kind: "tool_calls", calls: [{ name: "lookup_order", arguments: '{"order_id":"B-2"}' }] },
      { kind: "text", text: "Your order B-2 has shipped and arrives Friday." },
    );
    const outcome = await ask(model, "Where is order B-2?");
    expect(outcome.status).toBe("replied");
    expect(outcome.text).toBe("Your order B-2 has shipped and arrives Friday.");
    expect(executed).toEqual([{ order_id: "B-2" }]);
    const [first, second] = server.requests.map((request) => request.body);
    expect((first!.tools as { function: { name: string } }[]).map((tool) => tool.function.name).sort()).toEqual([
      "end_call",
      "lookup_order",
    ]);
    const messages = second?.messages as { role: string; content: string | null; tool_call_id?: string }[];
    expect(messages[0]?.content).toContain("support agent of Acme");
    expect(messages.at(-1)).toMatchObject({ role: "tool", content: '{"status":"shipped","eta":"Friday"}' });
  });

  it("sends a verdict the whole conversation and keeps the model's rationale as it is", async () => {
    server.reset();
    server.enqueue({ kind: "text", text: JSON.stringify({ status: "failure", rationale: "No flight was booked." }) });
    const { evaluation } = await judge(model, tokyo);
    expect(evaluation).toEqual({ status: "failure", rationale: "No flight was booked." });
    const messages = server.requests[0]!.body.messages as { role: string; content: string }[];
    const text = messages.map((m) => m.content).join("\n");
    expect(text).toContain("User: Hi! Book me a flight to Tokyo, or tell me the weather on Mars.");
    expect(text).toContain("Agent: Hello! How can I help you today?");
    expect(text).not.toContain("Offline engine");
  });
});
