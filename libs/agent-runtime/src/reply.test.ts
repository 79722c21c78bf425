import { describe, expect, test } from "bun:test";
import type { AgentConfig, HistoryEntry } from "@cx/contracts";
import { LlmError } from "@cx/llm";
import type { ToolExecution, ToolExecutor, ToolInvocation } from "./ports.ts";
import { ToolFailure } from "./ports.ts";
import {
  type AgentRuntimeDeps,
  ClientToolResultsMismatch,
  createAgentRuntime,
  MAX_STEPS,
  type ReplyOutcome,
  STEP_TEXT_SEPARATOR,
} from "./reply.ts";
import {
  callOf,
  catalogOf,
  knowledgeOf,
  noKnowledge,
  type ScriptedAnswer,
  ScriptedModel,
  webhookTool,
} from "./test-support.ts";
import { DEFAULT_END_CALL_DESCRIPTION } from "./tools.ts";

const system = { conversationId: "conv_1", agentId: "agt_1", now: new Date("2026-11-22T10:00:00.000Z") };
const history: HistoryEntry[] = [{ role: "user", message: "Where is order 7?" }];
const lookup = webhookTool("tool_lookup", "lookup");
const refund = webhookTool("tool_refund", "refund");
const screen = { ...webhookTool("tool_screen", "show_screen"), type: "client" as const };

function agent(prompt: NonNullable<NonNullable<AgentConfig["agent"]>["prompt"]> = {}): AgentConfig {
  return { agent: { prompt: { prompt: "You help with orders.", ...prompt } } };
}

class RecordingExecutor implements ToolExecutor {
  readonly invocations: ToolInvocation[] = [];
  constructor(private readonly answer: (i: ToolInvocation) => Promise<ToolExecution> | ToolExecution) {}
  async execute(invocation: ToolInvocation) {
    this.invocations.push(invocation);
    return this.answer(invocation);
  }
}

function setup(answers: ScriptedAnswer[], executor?: ToolExecutor, extra: Partial<AgentRuntimeDeps> = {}) {
  const model = new ScriptedModel(answers);
  let n = 0;
  const runtime = createAgentRuntime({
    model,
    tools: catalogOf([lookup, refund, screen]),
    executor:
      executor ??
      new RecordingExecutor((i) => ({ kind: "result", result: `${i.tool.name} ok`, isError: false, latencyMs: 12 })),
    knowledge: noKnowledge,
    newRequestId: () => `req_${++n}`,
    ...extra,
  });
  return { model, runtime };
}

function replied(outcome: ReplyOutcome) {
  if (outcome.status !== "replied") throw new Error(`expected a reply, got ${outcome.status}`);
  return outcome;
}

describe("the model request", () => {
  test("model, temperature and max_tokens from the config; empty model for the default; task reply with knowledge", async () => {
    const { model, runtime } = setup([{ content: "Hi" }, { content: "Hi" }]);
    await runtime.reply({ config: agent({ llm: "vendor-a-5", temperature: 0.2, max_tokens: 64 }), history, system });
    await runtime.reply({ config: agent(), history, system });
    const [first, second] = model.requests;
    expect(first).toMatchObject({
      model: "vendor-a-5",
      temperature: 0.2,
      maxTokens: 64,
      task: { kind: "reply", knowledge: [] },
    });
    expect(second?.model).toBe("");
    expect(second && "temperature" in second).toBe(false);
    expect(second?.messages[0]).toMatchObject({ role: "system" });
    expect(second?.messages.slice(1)).toEqual([{ role: "user", content: "Where is order 7?" }]);
  });

  test("knowledge goes into the system message and the task", async () => {
    const { source } = knowledgeOf([{ id: "kdoc_1", name: "Shipping", text: "Orders ship in 2 days." }]);
    const { model, runtime } = setup([{ content: "2 days" }], undefined, { knowledge: source });
    const config = agent({ knowledge_base: [{ id: "kdoc_1", usage_mode: "prompt" }] });
    await runtime.reply({ config, history, system });
    const request = model.requests[0]!;
    expect(request.messages[0]?.role === "system" && request.messages[0].content).toContain("Orders ship in 2 days.");
    expect(request.task).toEqual({
      kind: "reply",
      knowledge: [{ documentId: "kdoc_1", documentName: "Shipping", text: "Orders ship in 2 days." }],
    });
  });
});

describe("tools offered", () => {
  test("end_call is offered only when built_in_tools.end_call is an object", async () => {
    const { model, runtime } = setup(Array.from({ length: 5 }, () => ({ content: "ok" })));
    const configs: AgentConfig[] = [
      agent(),
      agent({ built_in_tools: {} }),
      agent({ built_in_tools: { end_call: null } }),
      agent({ built_in_tools: { end_call: {} } }),
      agent({ built_in_tools: { end_call: { description: "Hang up when done." } } }),
    ];
    for (const config of configs) await runtime.reply({ config, history, system });
    const endCalls = model.requests.map((r) => r.tools?.find((t) => t.name === "end_call")?.description ?? null);
    expect(endCalls).toEqual([null, null, null, DEFAULT_END_CALL_DESCRIPTION, "Hang up when done."]);
  });

  test("the tools of tool_ids are offered; an unknown one is not, and is reported unavailable", async () => {
    const { model, runtime } = setup([{ content: "ok" }]);
    const outcome = await runtime.reply({ config: agent({ tool_ids: ["tool_lookup", "tool_gone"] }), history, system });
    expect(model.requests[0]?.tools).toEqual([
      { name: "lookup", description: lookup.description, parameters: lookup.parameters },
    ]);
    expect(outcome.unavailableToolIds).toEqual(["tool_gone"]);
  });

  test("a tool deleted since the version named it is offered, reported unavailable, and its call goes to the executor", async () => {
    const deleted = { ...webhookTool("tool_old", "old_lookup"), deleted: true };
    const executor = new RecordingExecutor((i) => ({
      kind: "result",
      result: `Tool "${i.tool.name}" no longer exists.`,
      isError: true,
      latencyMs: 0,
    }));
    const { model, runtime } = setup(
      [{ content: null, toolCalls: [callOf("old_lookup", '{"q":"7"}')] }, { content: "That lookup is gone." }],
      executor,
      { tools: catalogOf([lookup, deleted]) },
    );
    const outcome = replied(
      await runtime.reply({ config: agent({ tool_ids: ["tool_lookup", "tool_old"] }), history, system }),
    );
    expect(model.requests[0]?.tools?.map((t) => t.name)).toEqual(["lookup", "old_lookup"]);
    expect(outcome.unavailableToolIds).toEqual(["tool_old"]);
    expect(executor.invocations.map((i) => [i.tool.id, i.tool.deleted])).toEqual([["tool_old", true]]);
    expect(outcome.text).toBe("That lookup is gone.");
  });
});

describe("the tool loop", () => {
  test("parallel calls in one step, results passed back in order, events in order", async () => {
    let inFlight = 0;
    let mostInFlight = 0;
    const executor = new RecordingExecutor(async (i) => {
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      // The first call answers last: results must still follow the order of the calls.
      await Bun.sleep(i.tool.name === "lookup" ? 15 : 5);
      inFlight--;
      return i.tool.name === "refund"
        ? { kind: "result", result: "refund refused", isError: true, latencyMs: 3.4 }
        : { kind: "result", result: "shipped", isError: false, latencyMs: 15 };
    });
    const { model, runtime } = setup(
      [
        { content: null, toolCalls: [callOf("lookup", '{"q":"7"}'), callOf("refund", '{"q":"7"}')] },
        { content: "Order 7 has shipped; no refund." },
      ],
      executor,
    );
    const outcome = replied(
      await runtime.reply({ config: agent({ tool_ids: ["tool_lookup", "tool_refund"] }), history, system }),
    );
    expect(executor.invocations.map((i) => i.arguments)).toEqual([{ q: "7" }, { q: "7" }]);
    expect(mostInFlight).toBe(2);
    expect(outcome.text).toBe("Order 7 has shipped; no refund.");
    expect(outcome.stopReason).toBe("text");
    expect(model.requests[1]?.messages.slice(2)).toEqual([
      {
        role: "assistant",
        content: null,
        toolCalls: [
          { id: "req_1", name: "lookup", arguments: '{"q":"7"}' },
          { id: "req_2", name: "refund", arguments: '{"q":"7"}' },
        ],
      },
      { role: "tool", toolCallId: "req_1", content: "shipped" },
      { role: "tool", toolCallId: "req_2", content: "refund refused" },
    ]);
    expect(outcome.calls).toEqual([
      {
        name: "lookup",
        tool_id: "tool_lookup",
        arguments: { q: "7" },
        arguments_raw: '{"q":"7"}',
        origin: "llm",
        tool_type: "webhook",
      },
      {
        name: "refund",
        tool_id: "tool_refund",
        arguments: { q: "7" },
        arguments_raw: '{"q":"7"}',
        origin: "llm",
        tool_type: "webhook",
      },
    ]);
    expect(outcome.events).toEqual([
      {
        type: "tool.called",
        payload: {
          request_id: "req_1",
          tool_id: "tool_lookup",
          tool_name: "lookup",
          arguments: { q: "7" },
          origin: "llm",
        },
      },
      {
        type: "tool.called",
        payload: {
          request_id: "req_2",
          tool_id: "tool_refund",
          tool_name: "refund",
          arguments: { q: "7" },
          origin: "llm",
        },
      },
      { type: "tool.result", payload: { request_id: "req_1", is_error: false, latency_ms: 15 } },
      { type: "tool.result", payload: { request_id: "req_2", is_error: true, latency_ms: 3 } },
      { type: "agent.message", payload: { text: "Order 7 has shipped; no refund." } },
    ]);
    expect(
      outcome.history.map((h) => [h.role, h.message ?? null, h.tool_calls?.length ?? 0, h.tool_results?.length ?? 0]),
    ).toEqual([
      ["agent", null, 2, 0],
      ["agent", null, 0, 2],
      ["agent", "Order 7 has shipped; no refund.", 0, 0],
    ]);
  });

  test("unparsable arguments and unknown tools get error results without reaching the executor", async () => {
    const executor = new RecordingExecutor(() => ({ kind: "result", result: "never", isError: false, latencyMs: 0 }));
    const { model, runtime } = setup(
      [{ toolCalls: [callOf("lookup", "{not json"), callOf("invented", "{}")] }, { content: "Sorry." }],
      executor,
    );
    const outcome = replied(await runtime.reply({ config: agent({ tool_ids: ["tool_lookup"] }), history, system }));
    expect(executor.invocations).toHaveLength(0);
    expect(outcome.calls).toEqual([
      {
        name: "lookup",
        tool_id: "tool_lookup",
        arguments: null,
        arguments_raw: "{not json",
        origin: "llm",
        tool_type: "webhook",
      },
    ]);
    const toolMessages = model.requests[1]!.messages.filter((m) => m.role === "tool");
    expect(toolMessages.map((m) => m.role === "tool" && m.content)).toEqual([
      "The arguments must be a JSON object.",
      'Tool "invented" is not available.',
    ]);
    expect(outcome.events.filter((e) => e.type === "tool.result").map((e) => e.payload)).toEqual([
      { request_id: "req_1", is_error: true, latency_ms: 0 },
      { request_id: "req_2", is_error: true, latency_ms: 0 },
    ]);
  });

  test(`at most ${MAX_STEPS} model calls; the last answer's tool calls are not carried out`, async () => {
    const executor = new RecordingExecutor(() => ({ kind: "result", result: "again", isError: false, latencyMs: 1 }));
    const answers = Array.from({ length: MAX_STEPS + 2 }, (_, i) => ({
      toolCalls: [callOf("lookup", `{"q":"${i}"}`, `p${i}`)],
    }));
    const { model, runtime } = setup(answers, executor);
    const outcome = replied(await runtime.reply({ config: agent({ tool_ids: ["tool_lookup"] }), history, system }));
    expect(model.requests).toHaveLength(MAX_STEPS);
    expect(executor.invocations).toHaveLength(MAX_STEPS - 1);
    expect(outcome.calls).toHaveLength(MAX_STEPS - 1);
    expect(outcome.stopReason).toBe("step_limit");
    expect(outcome.text).toBe("");
    expect(outcome.endCall).toBe(false);
  });

  test("end_call ends the reply without another model call, with origin built_in and type system", async () => {
    const { model, runtime } = setup([{ content: "Goodbye!", toolCalls: [callOf("end_call", "")] }]);
    const outcome = replied(
      await runtime.reply({ config: agent({ built_in_tools: { end_call: {} } }), history, system }),
    );
    expect(model.requests).toHaveLength(1);
    expect(outcome).toMatchObject({ endCall: true, stopReason: "end_call", text: "Goodbye!" });
    expect(outcome.calls).toEqual([
      {
        name: "end_call",
        tool_id: "end_call",
        arguments: {},
        arguments_raw: "",
        origin: "built_in",
        tool_type: "system",
      },
    ]);
    expect(outcome.events.map((e) => e.type)).toEqual(["agent.message", "tool.called", "tool.result"]);
    expect(outcome.events[1]?.payload).toMatchObject({ tool_id: "end_call", origin: "built_in" });
  });

  test("usage and cost of every model call, with totals", async () => {
    const { runtime } = setup([
      { toolCalls: [callOf("lookup", "{}")], inputTokens: 100, outputTokens: 20 },
      { content: "done", inputTokens: 130, outputTokens: 7 },
    ]);
    const outcome = await runtime.reply({ config: agent({ tool_ids: ["tool_lookup"] }), history, system });
    expect(outcome.modelCalls.map(({ cost_usd, ...rest }) => rest)).toEqual([
      { purpose: "reply", model: "vendor-a-5-mini", input_tokens: 100, output_tokens: 20 },
      { purpose: "reply", model: "vendor-a-5-mini", input_tokens: 130, output_tokens: 7 },
    ]);
    expect(outcome.modelCalls[0]?.cost_usd).toBeCloseTo(0.00012, 12);
    expect(outcome.modelCalls[1]?.cost_usd).toBeCloseTo(0.000137, 12);
    expect(outcome.usage).toEqual({ input_tokens: 230, output_tokens: 27, cost_usd: 0.000257 });
  });
});

describe("client tools", () => {
  test("a client call is handed to the caller, and the reply resumes with its result", async () => {
    const executor = new RecordingExecutor((i) =>
      i.tool.type === "client"
        ? { kind: "client" }
        : { kind: "result", result: "shipped", isError: false, latencyMs: 5 },
    );
    let clock = 1_000;
    const { model, runtime } = setup(
      [
        { toolCalls: [callOf("lookup", '{"q":"7"}'), callOf("show_screen", '{"q":"map"}')] },
        { content: "Shown on your screen." },
      ],
      executor,
      { now: () => clock },
    );
    const first = await runtime.reply({ config: agent({ tool_ids: ["tool_lookup", "tool_screen"] }), history, system });
    if (first.status !== "awaiting_client_tools") throw new Error(first.status);
    expect(first.pendingToolCalls).toEqual([
      { request_id: "req_2", tool_id: "tool_screen", tool_name: "show_screen", params_as_json: '{"q":"map"}' },
    ]);
    expect(first.calls.map((c) => [c.name, c.tool_type])).toEqual([
      ["lookup", "webhook"],
      ["show_screen", "client"],
    ]);
    expect(first.events.map((e) => e.type)).toEqual(["tool.called", "tool.called", "tool.result"]);
    expect(model.requests).toHaveLength(1);

    // The continuation survives storage as JSON.
    const continuation = JSON.parse(JSON.stringify(first.continuation));
    await expect(runtime.resume({ continuation, results: [] })).rejects.toBeInstanceOf(ClientToolResultsMismatch);

    clock = 3_500;
    const resumed = replied(
      await runtime.resume({ continuation, results: [{ request_id: "req_2", result_value: "displayed" }] }),
    );
    expect(resumed.text).toBe("Shown on your screen.");
    expect(resumed.events).toEqual([
      { type: "tool.result", payload: { request_id: "req_2", is_error: false, latency_ms: 2500 } },
      { type: "agent.message", payload: { text: "Shown on your screen." } },
    ]);
    expect(model.requests[1]?.messages.filter((m) => m.role === "tool")).toEqual([
      { role: "tool", toolCallId: "req_1", content: "shipped" },
      { role: "tool", toolCallId: "req_2", content: "displayed" },
    ]);
  });

  test("end_call beside a client call ends the reply once the client has answered", async () => {
    const executor = new RecordingExecutor(() => ({ kind: "client" }));
    const { model, runtime } = setup(
      [{ toolCalls: [callOf("show_screen", "{}"), callOf("end_call", "{}")] }],
      executor,
    );
    const config = agent({ tool_ids: ["tool_screen"], built_in_tools: { end_call: {} } });
    const first = await runtime.reply({ config, history, system });
    if (first.status !== "awaiting_client_tools") throw new Error(first.status);
    expect(first.history).toEqual([
      {
        role: "agent",
        message: null,
        tool_calls: [
          {
            request_id: "req_1",
            tool_name: "show_screen",
            params_as_json: "{}",
            tool_has_been_called: true,
            type: "client",
          },
          {
            request_id: "req_2",
            tool_name: "end_call",
            params_as_json: "{}",
            tool_has_been_called: true,
            type: "system",
          },
        ],
      },
      {
        role: "agent",
        tool_results: [
          {
            request_id: "req_2",
            tool_name: "end_call",
            result_value: "The call is ending.",
            is_error: false,
            tool_has_been_called: true,
            type: "system",
            tool_latency_secs: 0,
          },
        ],
      },
    ]);
    const resumed = replied(
      await runtime.resume({
        continuation: first.continuation,
        results: [{ request_id: "req_1", result_value: "failed to show", is_error: true }],
      }),
    );
    expect(resumed).toMatchObject({ endCall: true, stopReason: "end_call" });
    expect(resumed.events[0]).toMatchObject({ type: "tool.result", payload: { request_id: "req_1", is_error: true } });
    expect(model.requests).toHaveLength(1);
  });
});

describe("streaming", () => {
  test("the deltas concatenate to the reply, across steps", async () => {
    const { runtime } = setup([
      { content: "Let me check.", toolCalls: [callOf("lookup", "{}")] },
      { content: "It has shipped, and arrives tomorrow." },
    ]);
    const deltas: string[] = [];
    const outcome = replied(
      await runtime.reply({
        config: agent({ tool_ids: ["tool_lookup"] }),
        history,
        system,
        onDelta: (t) => deltas.push(t),
      }),
    );
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join("")).toBe(outcome.text);
    expect(outcome.text).toBe(`Let me check.${STEP_TEXT_SEPARATOR}It has shipped, and arrives tomorrow.`);
  });
});

describe("failures", () => {
  test("an LlmError is surfaced with its code, the calls so far and an llm.failed event", async () => {
    const { runtime } = setup([
      { toolCalls: [callOf("lookup", "{}")] },
      new LlmError("quota_exceeded", "the provider kept answering 429"),
    ]);
    const outcome = await runtime.reply({ config: agent({ tool_ids: ["tool_lookup"] }), history, system });
    if (outcome.status !== "failed") throw new Error(outcome.status);
    expect(outcome.failure).toEqual({ code: "quota_exceeded", message: "the provider kept answering 429" });
    expect(outcome.calls.map((c) => c.name)).toEqual(["lookup"]);
    expect(outcome.events.at(-1)).toEqual({
      type: "llm.failed",
      payload: { code: "quota_exceeded", message: "the provider kept answering 429" },
    });
    expect(outcome.modelCalls).toHaveLength(1);
  });

  test("any other model failure is a runtime_error", async () => {
    const { runtime } = setup([new LlmError("invalid_output", "bad"), new Error("socket hang up")]);
    for (let i = 0; i < 2; i++) {
      const outcome = await runtime.reply({ config: agent(), history, system });
      expect(outcome.status === "failed" && outcome.failure.code).toBe("runtime_error");
    }
  });

  test("a ToolFailure thrown by the executor stops the reply with its code", async () => {
    const executor = new RecordingExecutor(() => {
      throw new ToolFailure("mock_not_matched", "no mock of lookup matches the call");
    });
    const { model, runtime } = setup([{ toolCalls: [callOf("lookup", '{"q":"1"}')] }], executor);
    const outcome = await runtime.reply({ config: agent({ tool_ids: ["tool_lookup"] }), history, system });
    if (outcome.status !== "failed") throw new Error(outcome.status);
    expect(outcome.failure.code).toBe("mock_not_matched");
    expect(outcome.calls).toHaveLength(1);
    expect(outcome.events.map((e) => e.type)).toEqual(["tool.called"]);
    expect(model.requests).toHaveLength(1);
  });
});
