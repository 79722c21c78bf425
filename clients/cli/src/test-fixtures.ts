/** Invocations and runs shaped as the platform answers them, for the command line's unit tests. */

import { CHANGE_ORDER } from "./results-over-time.ts";
import type { Change, Comparison, ComparisonEntry, Invocation, RunSummary, TestHistory } from "./shapes.ts";

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
    attached: false,
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

const NAMES: Record<string, string> = { tst_a: "Greets", tst_b: "Takes the order", tst_c: "Says goodbye" };

/** A comparison of inv_1 with inv_0 as part 10 of the extensions shapes it, one run a side. */
export function comparisonOf(changes: Record<string, Change>): Comparison {
  const side = (passed: boolean) => ({
    runs: 1,
    passed: passed ? 1 : 0,
    failed: passed ? 0 : 1,
    pass_rate: passed ? 1 : 0,
    pass_all: passed,
    flaky: false,
  });
  const sides: Record<Change, [boolean | null, boolean | null]> = {
    regressed: [true, false],
    fixed: [false, true],
    flaky: [true, true],
    still_failing: [false, false],
    incomplete: [true, true],
    added: [null, true],
    removed: [true, null],
    still_passing: [true, true],
  };
  const tests: ComparisonEntry[] = Object.entries(changes)
    .map(([testId, change]) => {
      const [was, now] = sides[change];
      return {
        test_id: testId,
        test_name: NAMES[testId] ?? testId,
        change,
        baseline: was === null ? null : side(was),
        invocation: now === null ? null : side(now),
        pass_rate_delta: was === null || now === null ? null : Number(now) - Number(was),
        divergence:
          change === "regressed"
            ? {
                kind: "reply" as const,
                same: false,
                invocation: { response: "Your order is late.", calls: [] },
                baseline: { response: "Which order?", calls: [] },
              }
            : null,
      };
    })
    .sort(
      (a, b) =>
        CHANGE_ORDER.indexOf(a.change) - CHANGE_ORDER.indexOf(b.change) || a.test_name.localeCompare(b.test_name),
    );
  const totals = Object.fromEntries(CHANGE_ORDER.map((c) => [c, tests.filter((t) => t.change === c).length])) as Record<
    Change,
    number
  >;
  const ref = (id: string, version: string, created: string) => ({
    id,
    agent_id: "agt_1",
    branch_id: "br_main",
    version_id: version,
    created_at: created,
    status: "completed" as const,
  });
  return {
    invocation: ref("inv_1", "ver_1", T0),
    baseline: ref("inv_0", "ver_0", "2026-11-21T10:00:00.000Z"),
    tests,
    totals,
    cost_usd: { invocation: 0.003, baseline: 0.002, delta: 0.001 },
    input_tokens: { invocation: 2400, baseline: 1600, delta: 800 },
    output_tokens: { invocation: 600, baseline: 400, delta: 200 },
  };
}

/** A test's history over two invocations: the newer one flaky. */
export function historyOf(testId: string): TestHistory {
  const entry = (id: string, version: string, created: string, passed: number, failed: number) => ({
    invocation_id: id,
    agent_id: "agt_1",
    branch_id: "br_main",
    version_id: version,
    created_at: created,
    runs: passed + failed,
    passed,
    failed,
    pass_rate: passed / (passed + failed),
    pass_all: failed === 0,
    flaky: passed > 0 && failed > 0,
  });
  return {
    test_id: testId,
    invocations: [
      entry("inv_2", "ver_2", "2026-11-22T10:00:00.000Z", 1, 1),
      entry("inv_1", "ver_1", "2026-11-21T10:00:00.000Z", 2, 0),
    ],
    pass_rate: 0.75,
    flaky: true,
    last_passed_at: "2026-11-22T10:00:00.000Z",
    last_failed_at: "2026-11-22T10:00:00.000Z",
  };
}
