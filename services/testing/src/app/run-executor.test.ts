import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { type RunHarness, startRunHarness } from "../testing/run-harness.ts";
import { bodies } from "../testing/testing-service.ts";

/** The three kinds on the local engine: deterministic, offline, every rule of part 3.1. */
let h: RunHarness;
const realCalls: Record<string, unknown>[] = [];

beforeAll(async () => {
  h = await startRunHarness({
    realTool: async (tool, args) => {
      realCalls.push({ tool: tool.id, args });
      return { kind: "result", result: '{"status":"delivered"}', isError: false, latencyMs: 3 };
    },
  });
  h.tools.push(
    {
      id: "tool_orders",
      name: "lookup_order",
      description: "Looks up an order by its id.",
      type: "webhook",
      parameters: {
        type: "object",
        properties: {
          order_id: { type: "string" },
          express: { type: "boolean" },
          customer: { type: "string" },
          note: { type: "string" },
        },
        required: ["order_id"],
      },
    },
    {
      id: "tool_refund",
      name: "refund_order",
      description: "Refunds an order.",
      type: "webhook",
      parameters: { type: "object", properties: { order_id: { type: "string" } }, required: ["order_id"] },
    },
  );
  h.agent("agt_shop", {
    agent: {
      first_message: "Hello! How can I help?",
      prompt: {
        prompt:
          "You are the support agent of Acme. Orders ship within two days. Refunds are possible within thirty days.",
        tool_ids: ["tool_orders", "tool_refund"],
        built_in_tools: { end_call: {} },
      },
    },
  });
});
afterAll(() => h.stop());

async function runOnce(body: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const created = await h.alice.post("/agent-tests", body);
  expect(created.status).toBe(201);
  const invocation = await h.invoke("agt_shop", [created.json.id], extra);
  const done = await h.settled(invocation.id);
  return { invocation: done, runs: await h.runs(invocation.id) };
}

const lookup = (message: string, overrides: Record<string, unknown> = {}) =>
  bodies.toolInvocation({
    chat_history: [{ role: "user", message }],
    tool_call_parameters: { referenced_tool: { id: "tool_orders", type: "webhook" }, parameters: [] },
    tool_mock_overrides: { tool_orders: { result: { status: "shipped" } } },
    ...overrides,
  });

describe("next-reply runs", () => {
  it("judge the reply against the condition, the same way on every repeat", async () => {
    const { invocation, runs } = await runOnce(
      bodies.nextReply({
        chat_history: [{ role: "user", message: "When do orders ship?" }],
        success_condition: "The agent says orders ship within two days",
      }),
      { repeat_count: 3 },
    );
    expect(invocation.summary[0]).toMatchObject({ runs: 3, passed: 3, pass_rate: 1, pass_all: true });
    expect(runs[0]!.result).toMatchObject({
      response: "Orders ship within two days.",
      calls: [],
      passed: true,
      evaluation: { status: "success" },
    });
    expect(runs[0]!.result.evaluations).toEqual([runs[0]!.result.evaluation]);
    for (const run of runs) {
      expect(run.result).toEqual(runs[0]!.result);
      expect([run.cost_usd, run.input_tokens, run.output_tokens]).toEqual([
        runs[0]!.cost_usd,
        runs[0]!.input_tokens,
        runs[0]!.output_tokens,
      ]);
    }
    expect(runs[0]!.input_tokens).toBeGreaterThan(0);
    expect(invocation.input_tokens).toBe(runs[0]!.input_tokens * 3);
  });

  it("answer the reply's tool calls from the test's mocks, as tool-invocation runs do", async () => {
    const mocked = await runOnce(
      bodies.nextReply({
        chat_history: [{ role: "user", message: "Please lookup order order_id=7" }],
        success_condition: "The agent says the order is lost",
        tool_mock_config: { mocking_strategy: "selected", mocked_tool_ids: ["tool_orders"] },
        tool_mock_overrides: { tool_orders: [{ arguments: { order_id: "7" }, result: { status: "lost" } }] },
      }),
    );
    expect(mocked.runs[0]).toMatchObject({
      status: "passed",
      result: {
        response: "Here is what I found. lookup_order answered: status: lost.",
        calls: [{ name: "lookup_order", tool_id: "tool_orders", arguments: { order_id: "7" }, origin: "llm" }],
        evaluation: { status: "success" },
        passed: true,
      },
    });

    const unmatched = await runOnce(
      bodies.nextReply({
        chat_history: [{ role: "user", message: "Please lookup order order_id=8" }],
        tool_mock_overrides: { tool_orders: { arguments: { order_id: "7" }, result: "x" } },
      }),
    );
    expect(unmatched.runs[0]!.result).toMatchObject({
      failure_code: "mock_not_matched",
      evaluations: [],
      passed: false,
    });
    expect(unmatched.runs[0]!.result.calls).toHaveLength(1);
    expect(unmatched.runs[0]!.result).not.toHaveProperty("evaluation");
  });

  it("fail when the reply resembles a failure example", async () => {
    const { runs } = await runOnce(
      bodies.nextReply({
        chat_history: [{ role: "user", message: "When do orders ship?" }],
        success_condition: "The agent offers a discount code",
        failure_examples: ["Orders ship within two days."],
      }),
    );
    expect(runs[0]).toMatchObject({ status: "failed", result: { passed: false, evaluation: { status: "failure" } } });
  });
});

describe("frozen definitions", () => {
  it("execute the test revision and agent version of the invocation's start, whatever changed since", async () => {
    const frozen = await startRunHarness({ consume: false });
    try {
      frozen.agent("agt_frozen", { agent: { prompt: { prompt: "Orders ship within two days." } } });
      const created = await frozen.alice.post(
        "/agent-tests",
        bodies.nextReply({
          chat_history: [{ role: "user", message: "When do orders ship?" }],
          success_condition: "The agent says orders ship within two days",
        }),
      );
      const invocation = await frozen.invoke("agt_frozen", [created.json.id], { repeat_count: 2 });

      const replaced = await frozen.alice.put(
        `/agent-tests/${created.json.id}`,
        bodies.nextReply({
          name: "Replaced",
          chat_history: [{ role: "user", message: "Do you sell gift cards?" }],
          success_condition: "The agent offers a discount code",
        }),
      );
      expect(replaced.status).toBe(200);
      expect((await frozen.alice.delete(`/agent-tests/${created.json.id}`)).status).toBe(204);
      frozen.agent("agt_frozen", { agent: { prompt: { prompt: "Orders ship within ten weeks." } } });
      frozen.service.branches.get("agt_frozen")![0]!.version_id = "ver_agt_frozen_2";

      // The jobs are taken only now, after every change.
      for (const run of await frozen.deps.runs.collection.find({ invocation_id: invocation.id })) {
        await frozen.worker.handle({
          workspace_id: run.workspace_id,
          invocation_id: run.invocation_id,
          run_id: run._id,
          test_id: run.test_id,
          agent_id: "agt_frozen",
          version_id: "ver_agt_frozen",
          repeat_index: run.repeat_index,
          allows_real_tools: false,
          occurred_at: new Date().toISOString(),
        });
      }
      const done = await frozen.settled(invocation.id);
      expect(done).toMatchObject({
        status: "completed",
        version_id: "ver_agt_frozen",
        counts: { passed: 2, failed: 0 },
        summary: [{ test_name: "Greets back", pass_all: true }],
      });
      for (const run of await frozen.runs(invocation.id)) {
        expect(run.result).toMatchObject({ response: "Orders ship within two days.", passed: true });
      }
    } finally {
      await frozen.stop();
    }
  });
});

describe("tool-invocation runs", () => {
  it("check every parameter eval kind on the call's arguments", async () => {
    const { runs } = await runOnce(
      lookup('Please lookup order order_id=A-42 express=true customer=Ada note="leave the parcel at the door"', {
        tool_call_parameters: {
          referenced_tool: { id: "tool_orders", type: "webhook" },
          parameters: [
            { path: "order_id", eval: { type: "exact", expected_value: "A-42" } },
            { path: "customer", eval: { type: "regex", pattern: "^A[a-z]+$" } },
            { path: "express", eval: { type: "anything" } },
            { path: "note", eval: { type: "llm", description: "Asks to leave the parcel at the door" } },
          ],
        },
      }),
    );
    const result = runs[0]!.result as { parameter_results: { matched: boolean }[]; calls: unknown[] };
    expect(runs[0]!.status).toBe("passed");
    expect(result.parameter_results.map((r) => r.matched)).toEqual([true, true, true, true]);
    expect(result.calls).toMatchObject([
      {
        name: "lookup_order",
        tool_id: "tool_orders",
        arguments: { order_id: "A-42", express: true, customer: "Ada", note: "leave the parcel at the door" },
        origin: "llm",
        tool_type: "webhook",
      },
    ]);
  });

  it("report mismatches, missing values and a tool that was not called", async () => {
    const mismatched = await runOnce(
      lookup("Please lookup order order_id=B-7 customer=Bob", {
        tool_call_parameters: {
          referenced_tool: { id: "tool_orders", type: "webhook" },
          parameters: [
            { path: "order_id", eval: { type: "exact", expected_value: "A-42" } },
            { path: "customer", eval: { type: "regex", pattern: "^A" } },
            { path: "items.0.sku", eval: { type: "anything" } },
          ],
        },
      }),
    );
    expect(mismatched.runs[0]!.status).toBe("failed");
    expect(mismatched.runs[0]!.result.parameter_results).toEqual([
      { matched: false, reason: '"order_id" is B-7, expected A-42.', error: null },
      { matched: false, reason: '"customer" is Bob, which does not match /^A/.', error: null },
      { matched: false, reason: 'The call has no value at "items.0.sku".', error: null },
    ]);

    const notCalled = await runOnce(
      lookup("When do orders ship?", {
        tool_call_parameters: {
          referenced_tool: { id: "tool_orders", type: "webhook" },
          parameters: [{ path: "order_id", eval: { type: "anything" } }],
        },
      }),
    );
    expect(notCalled.runs[0]!.result).toMatchObject({
      passed: false,
      calls: [],
      parameter_results: [{ matched: false, reason: "tool_not_called" }],
    });
  });

  it("verify absence, and reference the built-in end_call as a system tool", async () => {
    const absent = await runOnce(
      lookup("When do orders ship?", {
        tool_call_parameters: { referenced_tool: { id: "tool_refund", type: "webhook" }, verify_absence: true },
      }),
    );
    expect(absent.runs[0]).toMatchObject({ status: "passed", result: { passed: true, parameter_results: [] } });
    const present = await runOnce(
      lookup("Please refund order order_id=9", {
        tool_call_parameters: { referenced_tool: { id: "tool_refund", type: "webhook" }, verify_absence: true },
        tool_mock_overrides: { tool_refund: { result: "refunded" } },
      }),
    );
    expect(present.runs[0]).toMatchObject({ status: "failed", result: { passed: false } });

    const goodbye = await runOnce(
      lookup("That is all, thank you. Goodbye!", {
        tool_call_parameters: { referenced_tool: { id: "end_call", type: "system" } },
      }),
    );
    expect(goodbye.runs[0]!.status).toBe("passed");
    expect(goodbye.runs[0]!.result.calls).toEqual([
      {
        name: "end_call",
        tool_id: "end_call",
        arguments: {},
        arguments_raw: "{}",
        origin: "built_in",
        tool_type: "system",
      },
    ]);
  });

  it("fail a workflow node transition with runtime_error, saying why", async () => {
    const { runs } = await runOnce(
      lookup("Hello", {
        tool_call_parameters: { workflow_node_transition: { agent_id: "agt_shop", target_node_id: "node_2" } },
      }),
    );
    expect(runs[0]!.result).toMatchObject({ failure_code: "runtime_error", passed: false, calls: [] });
    expect(runs[0]!.result.response).toContain("workflow runtime");
  });
});

describe("tool mocks", () => {
  it("answer from the first mock whose arguments are a subset of the call's", async () => {
    const { runs } = await runOnce(
      lookup("Please lookup order order_id=7 express=true", {
        tool_mock_overrides: {
          tool_orders: [
            { arguments: { order_id: "8" }, result: "wrong order" },
            { arguments: { order_id: "7" }, result: { status: "lost" } },
            { result: "any order" },
          ],
        },
      }),
    );
    expect(runs[0]!.result.response).toContain("status: lost");
  });

  it("fail with mock_not_matched, or tool_unavailable when real tools are not allowed", async () => {
    const unmatched = await runOnce(
      lookup("Please lookup order order_id=7", {
        tool_mock_overrides: { tool_orders: { arguments: { order_id: "8" }, result: "x" } },
      }),
    );
    expect(unmatched.runs[0]!.result).toMatchObject({
      failure_code: "mock_not_matched",
      passed: false,
      evaluations: [],
    });
    expect(unmatched.runs[0]!.result.calls).toHaveLength(1);
    expect(unmatched.runs[0]!.result.response).toContain("lookup_order");

    const fallback = lookup("Please lookup order order_id=7", {
      tool_mock_config: { fallback_strategy: "call_real_tool" },
      tool_mock_overrides: {},
    });
    const refused = await runOnce(fallback);
    expect(refused.runs[0]!.result).toMatchObject({ failure_code: "tool_unavailable", passed: false });
    expect(realCalls).toEqual([]);

    const allowed = await runOnce(fallback, { allow_real_tools: true });
    expect(allowed.runs[0]!.status).toBe("passed");
    expect(allowed.runs[0]!.result.response).toContain("delivered");
    expect(realCalls).toEqual([{ tool: "tool_orders", args: { order_id: "7" } }]);

    const notSelected = await runOnce(
      lookup("Please lookup order order_id=7", {
        tool_mock_config: { mocking_strategy: "selected", mocked_tool_ids: ["tool_refund"] },
      }),
    );
    expect(notSelected.runs[0]!.result).toMatchObject({ failure_code: "tool_unavailable" });
    const none = await runOnce(
      lookup("Please lookup order order_id=7", { tool_mock_config: { mocking_strategy: "none" } }),
      { allow_real_tools: true },
    );
    expect(none.runs[0]!.status).toBe("passed");
    expect(realCalls).toHaveLength(2);
  });
});

describe("a tool deleted since the version was published", () => {
  it("is still offered to the agent, and its call fails the run with tool_unavailable, mocked or not", async () => {
    h.tools.push({
      id: "tool_legacy",
      name: "legacy_status",
      description: "Tells an order's status the old way.",
      type: "webhook",
      parameters: { type: "object", properties: { order_id: { type: "string" } }, required: ["order_id"] },
      deleted: true,
    });
    h.agent("agt_legacy", {
      agent: { prompt: { prompt: "You are the support agent of Acme.", tool_ids: ["tool_orders", "tool_legacy"] } },
    });
    const created = await h.alice.post(
      "/agent-tests",
      bodies.toolInvocation({
        chat_history: [{ role: "user", message: "Please call legacy_status for order_id=7" }],
        tool_call_parameters: { referenced_tool: { id: "tool_legacy", type: "webhook" }, parameters: [] },
        tool_mock_overrides: { tool_legacy: { result: { status: "shipped" } } },
      }),
    );
    const invocation = await h.invoke("agt_legacy", [created.json.id], { allow_real_tools: true });
    await h.settled(invocation.id);
    const [run] = await h.runs(invocation.id);
    expect(run!.result).toMatchObject({ failure_code: "tool_unavailable", passed: false });
    expect(run!.result.response).toContain("deleted");
    expect(run!.result.calls).toMatchObject([{ tool_id: "tool_legacy", name: "legacy_status" }]);
    expect(realCalls.filter((c) => c.tool === "tool_legacy")).toEqual([]);
  });
});

describe("simulation runs", () => {
  it("play the simulated user against the agent, judge every condition and store the conversation", async () => {
    const { runs } = await runOnce(
      bodies.simulation({
        simulation_scenario: "You want a refund for order 42. You bought it last week.",
        success_conditions: [
          "The agent explains refunds are possible within thirty days",
          "Quantum chromodynamics is discussed",
        ],
      }),
    );
    const [run] = runs;
    expect(run!.status).toBe("failed");
    const result = run!.result as { conversation_id: string; evaluations: { status: string }[]; passed: boolean };
    expect(result.evaluations.map((e) => e.status)).toEqual(["success", "failure"]);
    expect(result.passed).toBe(false);
    expect(result.conversation_id).toMatch(/^conv_/);
    const recorded = h.recorded.find((r) => r.conversation_id === result.conversation_id)!;
    expect(recorded).toMatchObject({
      agent_id: "agt_shop",
      version_id: "ver_agt_shop",
      run_id: run!.id,
      status: "ended",
    });
    expect(recorded.transcript[0]).toEqual({ role: "agent", seq: 0, text: "Hello! How can I help?" });
    expect(recorded.transcript[1]!.role).toBe("user");
    expect(recorded.events[0]!.type).toBe("conversation.started");
    // The simulated user said goodbye and the agent ended the call with the built-in.
    expect(recorded.end_reason).toBe("agent");
    expect(run!.result.calls).toContainEqual(expect.objectContaining({ name: "end_call", tool_type: "system" }));
    expect(recorded.events.at(-1)).toMatchObject({ type: "conversation.ended", payload: { end_reason: "agent" } });
    expect(recorded.events.map((e) => e.seq)).toEqual(recorded.events.map((_, i) => i));
    // Simulated user and evaluator calls count for the run, not for the conversation.
    expect(run!.input_tokens).toBeGreaterThan(recorded.input_tokens);
    expect(run!.cost_usd).toBeGreaterThan(recorded.cost_usd);
  });

  it("stop at simulation_max_turns user turns", async () => {
    const { runs } = await runOnce(
      bodies.simulation({ simulation_max_turns: 1, simulation_scenario: "You want to know when orders ship." }),
    );
    const recorded = h.recorded.find((r) => r.conversation_id === runs[0]!.result.conversation_id)!;
    expect(recorded.end_reason).toBe("max_turns");
    expect(recorded.transcript.filter((t) => t.role === "user")).toHaveLength(1);
  });
});
