import { describe, expect, it } from "bun:test";
import { flakyOf } from "./invocation-tally.ts";
import { type ResultFacts, testHistory } from "./test-history.ts";

function result(overrides: Partial<ResultFacts>): ResultFacts {
  return {
    invocation_id: "inv_a",
    agent_id: "agt_a",
    branch_id: "br_a",
    version_id: "ver_a",
    created_at: "2026-03-01T09:00:00.000Z",
    runs: 2,
    passed: 0,
    failed: 0,
    interrupted: 0,
    last_passed_at: null,
    last_failed_at: null,
    ...overrides,
  };
}

describe("flaky", () => {
  it("needs a passed and a failed run; interrupted runs count for neither", () => {
    expect(flakyOf({ passed: 0, failed: 0 })).toBeNull();
    expect(flakyOf({ passed: 2, failed: 0 })).toBe(false);
    expect(flakyOf({ passed: 0, failed: 3 })).toBe(false);
    expect(flakyOf({ passed: 1, failed: 1 })).toBe(true);
  });
});

describe("a test's history", () => {
  it("counts terminal runs only, and waits for all of them before pass^k", () => {
    const history = testHistory("tst_a", [result({ invocation_id: "inv_b", passed: 1 }), result({ interrupted: 2 })]);
    expect(history.invocations[0]).toMatchObject({ runs: 1, pass_rate: 1, pass_all: null, flaky: false });
    expect(history.invocations[1]).toMatchObject({ runs: 2, passed: 0, pass_rate: 0, pass_all: false, flaky: null });
    expect(history).toMatchObject({ pass_rate: 1 / 3, flaky: false });
  });

  it("is flaky when two invocations of one version disagree, not when different versions do", () => {
    const pass = { passed: 2, last_passed_at: "2026-03-01T09:00:02.000Z" };
    const fail = { failed: 2, last_failed_at: "2026-03-01T09:00:05.000Z" };
    const apart = testHistory("tst_a", [
      result({ invocation_id: "inv_b", version_id: "ver_b", ...fail }),
      result({ ...pass }),
    ]);
    expect(apart).toMatchObject({
      flaky: false,
      last_passed_at: "2026-03-01T09:00:02.000Z",
      last_failed_at: "2026-03-01T09:00:05.000Z",
    });
    expect(testHistory("tst_a", [result({ invocation_id: "inv_b", ...fail }), result({ ...pass })]).flaky).toBe(true);
    expect(testHistory("tst_a", []).flaky).toBe(false);
  });
});
