import { describe, expect, it } from "bun:test";
import type { RunCall } from "@cx/contracts";
import {
  changeOf,
  compareSummaries,
  costDelta,
  passRateDelta,
  replyDivergence,
  type SummaryOfTest,
  totalsOfEntries,
  transcriptDivergence,
} from "./comparison.ts";

const side = (passed: number, failed: number) => ({ passed, failed });

function summary(test_id: string, test_name: string, passed: number, failed: number, runs = passed + failed) {
  const decided = passed + failed;
  return {
    test_id,
    test_name,
    runs,
    passed,
    failed,
    pass_rate: decided === 0 ? null : passed / decided,
    pass_all: decided < runs ? null : passed === runs,
    flaky: decided === 0 ? null : passed > 0 && failed > 0,
  } satisfies SummaryOfTest;
}

describe("change: the first rule that holds", () => {
  it.each([
    ["added", side(1, 0), null],
    ["removed", null, side(1, 0)],
    ["incomplete", side(0, 0), side(1, 0)],
    ["incomplete", side(1, 0), side(0, 0)],
    ["regressed", side(0, 1), side(2, 0)],
    ["regressed", side(1, 1), side(2, 0)],
    ["fixed", side(2, 0), side(0, 1)],
    ["fixed", side(2, 0), side(1, 1)],
    ["flaky", side(1, 1), side(0, 2)],
    ["flaky", side(0, 2), side(1, 1)],
    ["flaky", side(1, 1), side(1, 1)],
    ["still_failing", side(0, 3), side(0, 1)],
    ["still_passing", side(3, 0), side(1, 0)],
  ] as const)("%s for invocation %o against baseline %o", (expected, now, before) => {
    expect(changeOf(now, before)).toBe(expected);
  });

  it("counts interrupted runs for nothing: a side whose runs were all interrupted is incomplete", () => {
    const interruptedOnly = summary("tst_a", "A", 0, 0, 3);
    const [entry] = compareSummaries([interruptedOnly], [summary("tst_a", "A", 3, 0)]);
    expect(entry?.change).toBe("incomplete");
  });
});

describe("the tests of both invocations, matched by id and ordered", () => {
  const invocation = [
    summary("tst_pass", "Zebra passes", 1, 0),
    summary("tst_regress_b", "B regresses", 0, 1),
    summary("tst_regress_a", "A regresses", 0, 1),
    summary("tst_fixed", "Fixed", 1, 0),
    summary("tst_flaky", "Flaky", 1, 1),
    summary("tst_failing", "Failing", 0, 1),
    summary("tst_new", "New", 1, 0),
    summary("tst_running", "Running", 0, 0, 1),
  ];
  const baseline = [
    summary("tst_pass", "Zebra passes (old name)", 1, 0),
    summary("tst_regress_a", "A regresses", 1, 0),
    summary("tst_regress_b", "B regresses", 1, 0),
    summary("tst_fixed", "Fixed", 0, 1),
    summary("tst_flaky", "Flaky", 0, 2),
    summary("tst_failing", "Failing", 0, 1),
    summary("tst_gone", "Gone", 1, 0),
    summary("tst_running", "Running", 1, 0),
  ];

  it("orders by change (regressed, fixed, flaky, still_failing, incomplete, added, removed, still_passing), then by name", () => {
    const entries = compareSummaries(invocation, baseline);
    expect(entries.map((entry) => [entry.change, entry.test_id])).toEqual([
      ["regressed", "tst_regress_a"],
      ["regressed", "tst_regress_b"],
      ["fixed", "tst_fixed"],
      ["flaky", "tst_flaky"],
      ["still_failing", "tst_failing"],
      ["incomplete", "tst_running"],
      ["added", "tst_new"],
      ["removed", "tst_gone"],
      ["still_passing", "tst_pass"],
    ]);
  });

  it("names a test as the invocation ran it, or as the baseline did when it was removed", () => {
    const entries = compareSummaries(invocation, baseline);
    expect(entries.find((entry) => entry.test_id === "tst_pass")?.test_name).toBe("Zebra passes");
    expect(entries.find((entry) => entry.test_id === "tst_gone")?.test_name).toBe("Gone");
  });

  it("gives each side's counts, null for the side that did not run the test, and the pass rate delta", () => {
    const entries = compareSummaries(invocation, baseline);
    const added = entries.find((entry) => entry.test_id === "tst_new");
    expect(added?.baseline).toBeNull();
    expect(added?.invocation).toEqual({ runs: 1, passed: 1, failed: 0, pass_rate: 1, pass_all: true, flaky: false });
    expect(added?.pass_rate_delta).toBeNull();
    expect(entries.find((entry) => entry.test_id === "tst_gone")?.invocation).toBeNull();
    expect(entries.find((entry) => entry.test_id === "tst_flaky")?.pass_rate_delta).toBe(0.5);
    expect(entries.find((entry) => entry.test_id === "tst_running")?.pass_rate_delta).toBeNull();
  });

  it("counts every change in the totals", () => {
    expect(totalsOfEntries(compareSummaries(invocation, baseline))).toEqual({
      regressed: 2,
      fixed: 1,
      flaky: 1,
      still_failing: 1,
      incomplete: 1,
      added: 1,
      removed: 1,
      still_passing: 1,
    });
  });
});

describe("deltas", () => {
  it("takes differences without floating-point noise", () => {
    expect(passRateDelta(summary("a", "a", 7, 3), summary("a", "a", 3, 7))).toBe(0.4);
    expect(costDelta(0.3, 0.1)).toEqual({ invocation: 0.3, baseline: 0.1, delta: 0.2 });
  });
});

describe("divergence of replies", () => {
  const call = (args: Record<string, unknown>, raw: string): RunCall => ({
    name: "lookup_order",
    tool_id: "tool_orders",
    arguments: args,
    arguments_raw: raw,
    origin: "llm",
    tool_type: "webhook",
  });

  it("is the same for the same response and calls, however the model spelt the arguments", () => {
    const divergence = replyDivergence(
      { response: "It ships tomorrow.", calls: [call({ id: 1, sku: "x" }, '{"id":1,"sku":"x"}')] },
      { response: "It ships tomorrow.", calls: [call({ sku: "x", id: 1 }, '{ "sku": "x", "id": 1 }')] },
    );
    expect(divergence).toMatchObject({ kind: "reply", same: true });
    expect(divergence.invocation.calls[0]?.arguments_raw).toBe('{"id":1,"sku":"x"}');
  });

  it("differs on the response, or on the calls' arguments", () => {
    expect(replyDivergence({ response: "a", calls: [] }, { response: "b", calls: [] })).toMatchObject({
      same: false,
      invocation: { response: "a" },
      baseline: { response: "b" },
    });
    expect(
      replyDivergence({ response: "a", calls: [call({ id: 1 }, "")] }, { response: "a", calls: [call({ id: 2 }, "")] })
        .same,
    ).toBe(false);
    expect(replyDivergence({ response: "a", calls: [call({ id: 1 }, "")] }, { response: "a", calls: [] }).same).toBe(
      false,
    );
  });
});

describe("divergence of transcripts", () => {
  const a = [
    { role: "agent" as const, text: "Hi!" },
    { role: "user" as const, text: "Refund please" },
    { role: "agent" as const, text: "Sure." },
  ];

  it("is the same, with no seq, for identical conversations", () => {
    expect(transcriptDivergence(a, structuredClone(a))).toEqual({
      kind: "transcript",
      same: true,
      seq: null,
      invocation: null,
      baseline: null,
    });
  });

  it("names the first position whose text differs", () => {
    const b = [a[0]!, a[1]!, { role: "agent" as const, text: "No." }];
    expect(transcriptDivergence(a, b)).toEqual({
      kind: "transcript",
      same: false,
      seq: 2,
      invocation: { role: "agent", text: "Sure." },
      baseline: { role: "agent", text: "No." },
    });
  });

  it("names the first position whose role differs", () => {
    const b = [a[0]!, { role: "agent" as const, text: "Refund please" }];
    expect(transcriptDivergence(a, b)).toMatchObject({ seq: 1, baseline: { role: "agent" } });
  });

  it("names the position where one conversation has ended, with null on that side", () => {
    expect(transcriptDivergence(a.slice(0, 2), a)).toEqual({
      kind: "transcript",
      same: false,
      seq: 2,
      invocation: null,
      baseline: { role: "agent", text: "Sure." },
    });
    expect(transcriptDivergence([], a)).toMatchObject({ seq: 0, invocation: null });
  });
});
