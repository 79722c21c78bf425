import { describe, expect, test } from "bun:test";
import { expectEnumAt, expectInvalidAt, expectValid, T0, T1 } from "../test-helpers.ts";
import { INVOCATION_STATUSES, Invocation, InvocationCreateBody } from "./test-invocation.ts";
import {
  EVALUATION_STATUSES,
  RUN_CALL_ORIGINS,
  RUN_CALL_TOOL_TYPES,
  RUN_FAILURE_CODES,
  TEST_RUN_STATUSES,
  TestRunListPage,
  TestRunListQuery,
  TestRunSummary,
} from "./test-run.ts";
import { TOOL_TYPES } from "./tool-call-parameters.ts";

const call = {
  name: "lookup_order",
  tool_id: "tool_1",
  arguments: { order_id: "B2" },
  arguments_raw: '{"order_id":"B2"}',
  origin: "llm",
  tool_type: "webhook",
};

function run(result: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
  return {
    id: "run_1",
    invocation_item_id: "tst_1",
    repeat_index: 0,
    status: "passed",
    allows_real_tools: false,
    started_at: T0,
    completed_at: T1,
    updated_at: T1,
    cost_usd: 0.0042,
    input_tokens: 900,
    output_tokens: 120,
    result,
    ...overrides,
  };
}

const empty = { evaluations: [], response: "", calls: [] };
const results = {
  simulation: {
    ...empty,
    conversation_id: "conv_9",
    evaluations: [{ rationale: "Explained policy.", status: "success" }],
    passed: true,
  },
  nextReply: {
    ...empty,
    response: "May I have your order number?",
    evaluation: { rationale: "Asked.", status: "success" },
    passed: true,
  },
  toolInvocation: {
    ...empty,
    calls: [call],
    parameter_results: [{ matched: true, reason: "exact match", error: null }],
    passed: true,
  },
  failure: { ...empty, failure_code: "tool_unavailable", passed: false },
  pending: { ...empty, passed: null },
};

describe("test run summary (part 2.12)", () => {
  test("a run of each result kind validates", () => {
    for (const result of Object.values(results)) expectValid(TestRunSummary, run(result));
    expectValid(TestRunSummary, run(results.pending, { status: "pending", started_at: null, completed_at: null }));
  });

  test("the result's three required members are required", () => {
    for (const field of ["evaluations", "response", "calls"]) {
      const result: Record<string, unknown> = { ...results.simulation };
      delete result[field];
      expectInvalidAt(TestRunSummary, run(result), `/result/${field}`);
    }
  });

  test("every summary member is required and typed", () => {
    for (const field of Object.keys(run(empty))) {
      const value: Record<string, unknown> = run(empty);
      delete value[field];
      expectInvalidAt(TestRunSummary, value, `/${field}`);
    }
    expectInvalidAt(TestRunSummary, run(empty, { cost_usd: "0.01" }), "/cost_usd");
    expectInvalidAt(TestRunSummary, run(empty, { repeat_index: -1 }), "/repeat_index");
  });

  test("enumerations", () => {
    expectEnumAt(TestRunSummary, TEST_RUN_STATUSES, (v) => run(empty, { status: v }), "/status");
    expectEnumAt(
      TestRunSummary,
      EVALUATION_STATUSES,
      (v) => run({ ...empty, evaluations: [{ rationale: "r", status: v }] }),
      "/result/evaluations/0/status",
    );
    expectEnumAt(TestRunSummary, RUN_FAILURE_CODES, (v) => run({ ...empty, failure_code: v }), "/result/failure_code");
    expectEnumAt(
      TestRunSummary,
      RUN_CALL_ORIGINS,
      (v) => run({ ...empty, calls: [{ ...call, origin: v }] }),
      "/result/calls/0/origin",
    );
    expectEnumAt(
      TestRunSummary,
      RUN_CALL_TOOL_TYPES,
      (v) => run({ ...empty, calls: [{ ...call, tool_type: v }] }),
      "/result/calls/0/tool_type",
    );
    expect([...RUN_CALL_TOOL_TYPES]).toEqual([...TOOL_TYPES, "workflow_transition"]);
  });

  test("calls need name, tool_id and arguments (which may be null)", () => {
    expectValid(TestRunSummary, run({ ...empty, calls: [{ ...call, arguments: null, arguments_raw: null }] }));
    const { arguments: _, ...noArguments } = call;
    expectInvalidAt(TestRunSummary, run({ ...empty, calls: [noArguments] }), "/result/calls/0/arguments");
    expectInvalidAt(
      TestRunSummary,
      run({ ...empty, parameter_results: [{ matched: true }] }),
      "/result/parameter_results/0/reason",
    );
  });

  test("list page and query (part 4.9)", () => {
    expectValid(TestRunListPage, { items: [run(results.simulation)], has_more: false, next_cursor: null });
    expectValid(TestRunListQuery, { updated_after: T0, page_size: "50", cursor: "c" });
    expectInvalidAt(TestRunListQuery, { updated_after: "an hour ago" }, "/updated_after");
  });
});

describe("test invocations (extension spec part 3)", () => {
  test("create body: 1..100 tests, repeat 1..10, real tools a boolean, nothing else", () => {
    expectValid(InvocationCreateBody, { test_ids: ["tst_1"] });
    expectValid(InvocationCreateBody, {
      test_ids: ["tst_1"],
      branch_id: "br_2",
      repeat_count: 10,
      allow_real_tools: true,
    });
    expectInvalidAt(InvocationCreateBody, { test_ids: [] }, "/test_ids");
    expectInvalidAt(InvocationCreateBody, { test_ids: Array.from({ length: 101 }, (_, i) => `tst_${i}`) }, "/test_ids");
    expectInvalidAt(InvocationCreateBody, { test_ids: ["t"], repeat_count: 11 }, "/repeat_count");
    expectInvalidAt(InvocationCreateBody, { test_ids: ["t"], repeat_count: 0 }, "/repeat_count");
    expectInvalidAt(InvocationCreateBody, { test_ids: ["t"], repeats: 2 }, "/repeats");
    expectValid(InvocationCreateBody, { attached: true, repeat_count: 3 });
    expectInvalidAt(InvocationCreateBody, { attached: false }, "/attached");
  });

  test("the invocation resource", () => {
    const invocation = {
      id: "inv_1",
      agent_id: "agt_1",
      branch_id: "br_1",
      version_id: "ver_1",
      test_ids: ["tst_1", "tst_2"],
      attached: false,
      repeat_count: 2,
      status: "running",
      counts: { pending: 1, running: 1, passed: 2, failed: 0, interrupted: 0 },
      cost_usd: 0.01,
      input_tokens: 100,
      output_tokens: 20,
      created_at: T0,
      updated_at: T1,
      completed_at: null,
      allow_real_tools: false,
      summary: [
        {
          invocation_item_id: "itm_1",
          test_id: "tst_1",
          test_name: "Greets",
          runs: 2,
          passed: 1,
          failed: 0,
          pass_rate: 1,
          pass_all: null,
          flaky: false,
        },
      ],
      flaky_count: 0,
    };
    expectValid(Invocation, invocation);
    expectInvalidAt(
      Invocation,
      { ...invocation, summary: [{ ...invocation.summary[0], flaky: "no" }] },
      "/summary/0/flaky",
    );
    expectInvalidAt(
      Invocation,
      { ...invocation, summary: [{ ...invocation.summary[0], pass_rate: 2 }] },
      "/summary/0/pass_rate",
    );
    expectEnumAt(Invocation, INVOCATION_STATUSES, (v) => ({ ...invocation, status: v }), "/status");
    expectInvalidAt(Invocation, { ...invocation, counts: { pending: 1 } }, "/counts/running");
  });
});
