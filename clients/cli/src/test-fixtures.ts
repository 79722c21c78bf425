/** Invocations and runs shaped as the platform answers them, for the command line's unit tests. */
import type { Invocation, RunSummary } from "./shapes.ts";

const T0 = "2026-11-22T10:00:00.000Z";

export function invocationOf(
  tests: { id: string; name: string }[],
  repeat: number,
  overrides: Partial<Invocation> = {},
): Invocation {
  return {
    id: "inv_1",
    agent_id: "agt_1",
    branch_id: "br_main",
    version_id: "ver_1",
    test_ids: tests.map((t) => t.id),
    repeat_count: repeat,
    status: "running",
    counts: { pending: tests.length * repeat, running: 0, passed: 0, failed: 0, interrupted: 0 },
    cost_usd: 0,
    input_tokens: 0,
    output_tokens: 0,
    created_at: T0,
    updated_at: T0,
    completed_at: null,
    allow_real_tools: false,
    summary: tests.map((t, i) => ({
      invocation_item_id: `item_${i}`,
      test_id: t.id,
      test_name: t.name,
      runs: repeat,
      passed: 0,
      failed: 0,
      pass_rate: null,
      pass_all: null,
      flaky: null,
    })),
    flaky_count: 0,
    ...overrides,
  };
}

export function runOf(
  item: number,
  repeatIndex: number,
  outcome: "passed" | "failed" | "pending" | "interrupted",
  extra: Partial<RunSummary["result"]> = {},
): RunSummary {
  const terminal = outcome !== "pending";
  return {
    id: `run_${item}_${repeatIndex}`,
    invocation_item_id: `item_${item}`,
    repeat_index: repeatIndex,
    status: outcome,
    allows_real_tools: false,
    started_at: terminal ? T0 : null,
    completed_at: terminal ? "2026-11-22T10:00:02.500Z" : null,
    updated_at: T0,
    cost_usd: terminal ? 0.0015 : 0,
    input_tokens: terminal ? 1200 : 0,
    output_tokens: terminal ? 300 : 0,
    result: {
      evaluations:
        outcome === "passed"
          ? [{ status: "success", rationale: "Greeted by name." }]
          : outcome === "failed"
            ? [{ status: "failure", rationale: "Never asked for the order number." }]
            : [],
      response: terminal ? "Hello!" : "",
      calls: [],
      passed: outcome === "passed" ? true : outcome === "failed" ? false : null,
      ...extra,
    },
  };
}

/** The invocation once every run is terminal, with totals and the summary filled in. */
export function finishedInvocation(invocation: Invocation, runs: RunSummary[]): Invocation {
  const passed = runs.filter((r) => r.status === "passed").length;
  const failed = runs.filter((r) => r.status === "failed").length;
  const summary = invocation.summary?.map((entry) => {
    const mine = runs.filter((r) => r.invocation_item_id === entry.invocation_item_id);
    const ok = mine.filter((r) => r.status === "passed").length;
    const bad = mine.filter((r) => r.status === "failed").length;
    return {
      ...entry,
      passed: ok,
      failed: mine.length - ok,
      pass_rate: ok / mine.length,
      pass_all: ok === mine.length,
      flaky: ok + bad === 0 ? null : ok > 0 && bad > 0,
    };
  });
  return {
    ...invocation,
    status: "completed",
    counts: { pending: 0, running: 0, passed, failed, interrupted: runs.length - passed - failed },
    cost_usd: runs.reduce((s, r) => s + r.cost_usd, 0),
    input_tokens: runs.reduce((s, r) => s + r.input_tokens, 0),
    output_tokens: runs.reduce((s, r) => s + r.output_tokens, 0),
    completed_at: "2026-11-22T10:00:05.000Z",
    summary,
    flaky_count: summary?.filter((entry) => entry.flaky).length ?? 0,
  };
}
