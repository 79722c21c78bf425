import { describe, expect, it } from "bun:test";
import type { RunSummary } from "../src/pages/invocations/invocation-queries.ts";
import { applyRuns } from "../src/pages/invocations/live-runs.ts";
import { tally } from "../src/pages/invocations/run-tally.ts";

const run = (id: string, item: string, repeat: number, status: RunSummary["status"], at: string): RunSummary => ({
  id,
  invocation_item_id: item,
  repeat_index: repeat,
  status,
  allows_real_tools: false,
  started_at: null,
  completed_at: null,
  updated_at: `2026-11-28T00:00:0${at}.000Z`,
  cost_usd: 0.001,
  input_tokens: 10,
  output_tokens: 2,
  result: { evaluations: [], response: "", calls: [], passed: null },
});

describe("an invocation's runs as the event stream updates them", () => {
  it("keeps each test's runs in repeat order, the newer state of a run winning over one sent again", () => {
    let byItem = applyRuns(new Map(), [run("r1", "a", 1, "pending", "1"), run("r0", "a", 0, "running", "1")]);
    byItem = applyRuns(byItem, [run("r1", "a", 1, "passed", "3"), run("r0", "a", 0, "failed", "2")]);
    // A reconnection sends every run again, some as they were before.
    byItem = applyRuns(byItem, [run("r1", "a", 1, "running", "2")]);
    expect(byItem.get("a")?.map((r) => [r.id, r.status])).toEqual([
      ["r0", "failed"],
      ["r1", "passed"],
    ]);
  });

  it("replaces only the lists of the tests an update touches, so the other rows are not drawn again", () => {
    const first = applyRuns(new Map(), [run("r0", "a", 0, "pending", "1"), run("r9", "b", 0, "pending", "1")]);
    const next = applyRuns(first, [run("r9", "b", 0, "passed", "2")]);
    expect(next.get("a")).toBe(first.get("a"));
    expect(next.get("b")).not.toBe(first.get("b"));
    expect(applyRuns(first, [])).toBe(first);
  });
});

describe("a test's runs counted as the invocation's summary counts them", () => {
  it("knows pass^k only once every repeat has ended, and counts interrupted runs for neither side", () => {
    const running = tally([run("r0", "a", 0, "passed", "1"), run("r1", "a", 1, "running", "1")], 2);
    expect(running).toMatchObject({ passed: 1, failed: 0, passRate: 1, passAll: null, flaky: false });
    const ended = tally([run("r0", "a", 0, "passed", "1"), run("r1", "a", 1, "interrupted", "1")], 2);
    expect(ended).toMatchObject({ passRate: 1, passAll: false, flaky: false, interrupted: 1 });
    const flaky = tally([run("r0", "a", 0, "passed", "1"), run("r1", "a", 1, "failed", "1")], 2);
    expect(flaky).toMatchObject({ passRate: 0.5, passAll: false, flaky: true, costUsd: 0.002, inputTokens: 20 });
    expect(tally([], 3)).toMatchObject({ passRate: null, passAll: null, flaky: null });
  });
});
