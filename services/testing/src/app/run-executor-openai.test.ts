import { afterAll, beforeAll, beforeEach, describe, expect, it } from "bun:test";
import { OpenAiTestServer } from "@cx/llm/testing";
import { type RunHarness, startRunHarness } from "../testing/run-harness.ts";
import { bodies } from "../testing/testing-service.ts";

/**
 * Runs on the OpenAI-compatible adapter against the project's Chat Completions test server:
 * verdicts and tool calls as a provider answers them, and the provider's failures as run codes.
 */
const API_KEY = "sk-test-secret-key-0123456789";
const server = OpenAiTestServer.start();
let h: RunHarness;

beforeAll(async () => {
  h = await startRunHarness({
    env: { LLM_BASE_URL: server.url, LLM_API_KEY: API_KEY, LLM_MAX_RETRIES: "1" },
    runSettings: { concurrency: 1 },
  });
  h.tools.push({
    id: "tool_orders",
    name: "lookup_order",
    description: "Looks up an order.",
    type: "webhook",
    parameters: { type: "object", properties: { order_id: { type: "string" } } },
  });
  h.agent("agt_ai", { agent: { prompt: { prompt: "You help with orders.", tool_ids: ["tool_orders"] } } });
});
beforeEach(() => server.reset());
afterAll(async () => {
  await h.stop();
  await server.stop();
});

async function runOnce(body: Record<string, unknown>, agentId = "agt_ai") {
  const created = await h.alice.post("/agent-tests", body);
  expect(created.status).toBe(201);
  const invocation = await h.invoke(agentId, [created.json.id]);
  await h.settled(invocation.id, 30000);
  const [run] = await h.runs(invocation.id);
  return run!;
}

const verdict = (status: string, rationale: string) => ({
  kind: "text" as const,
  text: JSON.stringify({ status, rationale }),
  usage: { prompt_tokens: 40, completion_tokens: 8 },
});

describe("runs on an OpenAI-compatible model", () => {
  it("take the provider's verdict, ask for it as structured output, and add up every call's usage", async () => {
    server.enqueue(
      { kind: "text", text: "It ships tomorrow.", usage: { prompt_tokens: 100, completion_tokens: 10 } },
      verdict("failure", "It does not give the order status."),
    );
    const run = await runOnce(bodies.nextReply({ evaluation_model: "vendor-a-5" }));
    expect(run).toMatchObject({
      status: "failed",
      input_tokens: 140,
      output_tokens: 18,
      result: {
        response: "It ships tomorrow.",
        passed: false,
        evaluation: { status: "failure", rationale: "It does not give the order status." },
      },
    });
    // vendor-a-5-mini for the reply, vendor-a-5 for the verdict (USD per million tokens).
    expect(run.cost_usd).toBeCloseTo((100 * 0.25 + 10 * 2) / 1e6 + (40 * 1.25 + 8 * 10) / 1e6, 12);
    const [reply, judged] = server.requests.map((r) => r.body);
    expect(reply!.model).toBe("vendor-a-5-mini");
    expect(judged!.model).toBe("vendor-a-5");
    expect((judged!.response_format as { type: string }).type).toBe("json_schema");
  });

  it("check the tool calls the provider makes; with check_any_tool_matches any call may match", async () => {
    const twoCalls = () =>
      server.enqueue(
        {
          kind: "tool_calls",
          calls: [
            { name: "lookup_order", arguments: '{"order_id":"1"}' },
            { name: "lookup_order", arguments: '{"order_id":"2"}' },
          ],
        },
        { kind: "text", text: "Both orders found." },
      );
    const test = (checkAny: boolean) =>
      bodies.toolInvocation({
        check_any_tool_matches: checkAny,
        tool_call_parameters: {
          referenced_tool: { id: "tool_orders", type: "webhook" },
          parameters: [{ path: "order_id", eval: { type: "exact", expected_value: "2" } }],
        },
        tool_mock_overrides: { tool_orders: { result: "found" } },
      });
    twoCalls();
    const first = await runOnce(test(false));
    expect(first.status).toBe("failed");
    expect(first.result.calls).toHaveLength(2);
    twoCalls();
    const any = await runOnce(test(true));
    expect(any).toMatchObject({ status: "passed", result: { parameter_results: [{ matched: true }] } });
    // The mock's answer went back to the model as a tool message.
    const toolMessages = (server.requests[1]!.body.messages as { role: string; content: string }[]).filter(
      (m) => m.role === "tool",
    );
    expect(toolMessages.map((m) => m.content)).toEqual(["found", "found"]);
  });

  it("judge llm parameter evals with the test's evaluation_model, its dynamic_variables in the prompt", async () => {
    h.agent("agt_vars", {
      agent: { prompt: { prompt: "You help {{customer}} with orders.", tool_ids: ["tool_orders"] } },
    });
    server.enqueue(
      { kind: "tool_calls", calls: [{ name: "lookup_order", arguments: '{"order_id":"A-42"}' }] },
      { kind: "text", text: "Order A-42 is on its way." },
      verdict("success", "It is an order id."),
    );
    const run = await runOnce(
      bodies.toolInvocation({
        evaluation_model: "vendor-a-5",
        dynamic_variables: { customer: "Ada" },
        tool_call_parameters: {
          referenced_tool: { id: "tool_orders", type: "webhook" },
          parameters: [{ path: "order_id", eval: { type: "llm", description: "An order id" } }],
        },
        tool_mock_overrides: { tool_orders: { result: "on its way" } },
      }),
      "agt_vars",
    );
    expect(run).toMatchObject({
      status: "passed",
      result: {
        response: "Order A-42 is on its way.",
        parameter_results: [{ matched: true, reason: "It is an order id.", error: null }],
        evaluations: [],
        passed: true,
      },
    });
    const [first, second, judged] = server.requests.map((r) => r.body);
    const system = (first!.messages as { role: string; content: string }[])[0]!;
    expect(system).toMatchObject({ role: "system", content: expect.stringContaining("You help Ada with orders.") });
    expect([first!.model, second!.model, judged!.model]).toEqual(["vendor-a-5-mini", "vendor-a-5-mini", "vendor-a-5"]);
    expect((judged!.response_format as { type: string }).type).toBe("json_schema");
  });

  it("play a simulation until the simulated user ends it, one verdict per success condition", async () => {
    server.enqueue(
      { kind: "text", text: "I want a refund for order 42." },
      { kind: "text", text: "Refunds are possible within thirty days." },
      { kind: "tool_calls", calls: [{ name: "end_conversation", arguments: "{}" }] },
      verdict("success", "It explains the refund window."),
      verdict("failure", "No discount is offered."),
    );
    const run = await runOnce(
      bodies.simulation({
        simulated_user_model: "vendor-a-5",
        evaluation_model: "vendor-c-haiku-4-5",
        success_conditions: ["The agent explains the refund window", "The agent offers a discount"],
      }),
    );
    expect(run).toMatchObject({
      status: "failed",
      result: {
        response: "Refunds are possible within thirty days.",
        evaluations: [
          { status: "success", rationale: "It explains the refund window." },
          { status: "failure", rationale: "No discount is offered." },
        ],
        calls: [],
        passed: false,
      },
    });
    const recorded = h.recorded.find((r) => r.conversation_id === run.result.conversation_id)!;
    expect(recorded.end_reason).toBe("simulated_user");
    expect(recorded.transcript.map((t) => t.role)).toEqual(["user", "agent"]);
    expect(server.requests.map((r) => r.body.model)).toEqual([
      "vendor-a-5",
      "vendor-a-5-mini",
      "vendor-a-5",
      "vendor-c-haiku-4-5",
      "vendor-c-haiku-4-5",
    ]);
  });

  it("fail with quota_exceeded after 429s, runtime_error after 500s, evaluator_error on a malformed verdict", async () => {
    server.enqueue({ kind: "status", status: 429, retryAfterMs: 1 }, { kind: "status", status: 429, retryAfterMs: 1 });
    const limited = await runOnce(bodies.nextReply());
    expect(limited.result).toMatchObject({ failure_code: "quota_exceeded", passed: false, evaluations: [], calls: [] });

    server.enqueue({ kind: "status", status: 500 }, { kind: "status", status: 500 });
    const broken = await runOnce(bodies.nextReply());
    expect(broken.result).toMatchObject({ failure_code: "runtime_error", passed: false });

    server.enqueue({ kind: "text", text: "Hello there." }, { kind: "text", text: "I think it passed" });
    const malformed = await runOnce(bodies.nextReply());
    expect(malformed.result).toEqual({
      failure_code: "evaluator_error",
      evaluations: [],
      response: "The evaluation model's answer was not a valid verdict.",
      calls: [],
      passed: false,
    });
    expect(malformed.input_tokens).toBeGreaterThan(0);

    for (const run of [limited, broken, malformed]) {
      expect(run.status).toBe("failed");
      expect(typeof run.result.response).toBe("string");
      expect((run.result.response as string).length).toBeGreaterThan(10);
      expect(JSON.stringify(run)).not.toContain(API_KEY);
    }
    expect(server.requests.every((r) => r.headers.authorization === `Bearer ${API_KEY}`)).toBe(true);
  });
});
