import { describe, expect, it } from "bun:test";
import { failureOf, failureText } from "./failures.ts";
import { junitXml } from "./junit.ts";
import { allPassed, outcomesOf } from "./outcomes.ts";
import { summaryJson, summaryText } from "./report.ts";
import { finishedInvocation, invocationOf, runOf } from "./test-fixtures.ts";

const tests = [
  { id: "tst_greet", name: "Greets the caller" },
  { id: "tst_order", name: "Asks for the <order> & number" },
];

describe("outcomes, summary and JUnit of an invocation", () => {
  const runs = [
    runOf(0, 0, "passed"),
    runOf(0, 1, "passed"),
    runOf(1, 1, "passed"),
    runOf(1, 0, "failed"),
    runOf(0, 2, "passed"),
    runOf(1, 2, "failed", { failure_code: "mock_not_matched", response: "No mock matched lookup_order({})." }),
  ];
  const invocation = finishedInvocation(invocationOf(tests, 3), runs);
  const outcomes = outcomesOf(invocation, runs);

  it("counts passed/total and pass^k per test, in the invocation's order, repeats in order", () => {
    expect(outcomes.map((o) => [o.testId, o.passed, o.total, o.passAll])).toEqual([
      ["tst_greet", 3, 3, true],
      ["tst_order", 1, 3, false],
    ]);
    expect(outcomes[1]!.runs.map((r) => r.repeat_index)).toEqual([0, 1, 2]);
    expect(outcomes[0]!.costUsd).toBeCloseTo(0.0045, 10);
    expect(outcomes[0]!.inputTokens).toBe(3600);
    expect(allPassed(invocation, outcomes)).toBe(false);
    expect(allPassed(invocation, [outcomes[0]!])).toBe(true);
    expect(allPassed({ ...invocation, status: "cancelled" }, [outcomes[0]!])).toBe(false);
  });

  it("a test with a run missing or not terminal does not pass", () => {
    const partial = outcomesOf(invocation, [runOf(0, 0, "passed"), runOf(0, 1, "pending")]);
    expect(partial[0]).toMatchObject({ passed: 1, total: 3, passAll: false, flaky: false });
    expect(partial[1]).toMatchObject({ passed: 0, total: 3, passAll: false, flaky: null });
    expect(summaryText(invocation, partial).split("\n")[2]).toMatch(
      /^Asks for the <order> & number\s+0\/3\s+no\s+-\s+/,
    );
  });

  it("says why a run failed: the failure code and its reason, or the evaluator's rationale and the reply", () => {
    expect(failureOf(runs[0]!)).toBeUndefined();
    expect(failureOf(runs[3]!)).toEqual({
      code: "evaluation_failed",
      reasons: ["Never asked for the order number."],
      parameters: [],
      reply: "Hello!",
      conversationId: null,
    });
    expect(failureOf(runs[5]!)).toMatchObject({
      code: "mock_not_matched",
      reasons: ["No mock matched lookup_order({})."],
      reply: "",
    });
    expect(failureOf(runOf(0, 0, "interrupted"))?.code).toBe("interrupted");
  });

  it("explains a failed verdict with every parameter's result, the reply and the simulated conversation", () => {
    const toolRun = runOf(0, 0, "failed", {
      evaluations: [],
      parameter_results: [
        { matched: true, reason: "order_id is present." },
        { matched: false, reason: "sku is not A-12.", error: null },
        { matched: false, reason: "The judge did not answer.", error: "evaluator_error" },
      ],
      response: "Let me look.\nOne moment.",
    });
    expect(failureText(failureOf(toolRun)!)).toBe(
      [
        "Failure: evaluation_failed",
        "Parameters:",
        "  1. matched: order_id is present.",
        "  2. not matched: sku is not A-12.",
        "  3. not matched: The judge did not answer. (error: evaluator_error)",
        "Reply: Let me look.",
        "  One moment.",
      ].join("\n"),
    );
    const simulation = runOf(0, 0, "failed", {
      conversation_id: "conv_9",
      evaluations: [
        { status: "success", rationale: "Greeted." },
        { status: "failure", rationale: "Never confirmed the address." },
        { status: "failure", rationale: "Ended without goodbye." },
      ],
      response: "Bye.",
    });
    expect(failureText(failureOf(simulation)!)).toBe(
      [
        "Failure: evaluation_failed",
        "Verdict:",
        "  - Never confirmed the address.",
        "  - Ended without goodbye.",
        "Reply: Bye.",
        "Conversation: conv_9",
      ].join("\n"),
    );
    const done = finishedInvocation(invocationOf(tests.slice(0, 1), 1), [simulation]);
    const xml = junitXml(done, outcomesOf(done, [simulation]));
    expect(xml).toContain('<failure message="evaluation_failed: Never confirmed the address."');
    expect(xml).toContain("Reply: Bye.\nConversation: conv_9]]></failure>");
  });

  it("prints a table of tests with passed/total, pass^k, cost and tokens, then the totals", () => {
    const text = summaryText(invocation, outcomes);
    const lines = text.split("\n");
    expect(lines[0]).toMatch(/^Test\s+Passed\s+pass\^k\s+Flaky\s+Cost\s+Tokens in \/ out$/);
    expect(lines[1]).toMatch(/^Greets the caller\s+3\/3\s+yes\s+no\s+\$0\.0045\s+3,600 \/ 900$/);
    expect(lines[2]).toMatch(/^Asks for the <order> & number\s+1\/3\s+no\s+yes\s+\$0\.0045\s+3,600 \/ 900$/);
    expect(text).toContain(
      "4/6 runs passed; 1/2 tests passed every run (pass^k) · $0.0090 · 7,200 in / 1,800 out tokens",
    );
    expect(text).toContain("Invocation inv_1 completed.");
    expect(text).toContain(
      [
        "Why runs did not pass:",
        "Asks for the <order> & number (1/3) (run run_1_0)",
        "  Failure: evaluation_failed",
        "  Verdict: Never asked for the order number.",
        "  Reply: Hello!",
        "Asks for the <order> & number (3/3) (run run_1_2)",
        "  Failure: mock_not_matched",
        "  Verdict: No mock matched lookup_order({}).",
        "",
        "4/6 runs passed",
      ].join("\n"),
    );
    const json = summaryJson(invocation, outcomes, false);
    expect(json.passed).toBe(false);
    expect(json.tests.map((t) => [t.test_id, t.pass_all, t.flaky, t.runs.length])).toEqual([
      ["tst_greet", true, false, 3],
      ["tst_order", false, true, 3],
    ]);
  });

  it("says once, after the totals, when verdicts came from the offline engine, and not otherwise", () => {
    const offline = (rationale: string) => ({ evaluations: [{ status: "success" as const, rationale }] });
    const judged = [
      runOf(0, 0, "passed", offline("Offline engine, lexical judgement: meets the condition.")),
      runOf(0, 1, "passed", offline("Offline engine, lexical judgement: meets the condition.")),
      runOf(1, 0, "failed", {
        evaluations: [],
        parameter_results: [{ matched: false, reason: "Offline engine, lexical judgement: does not meet it." }],
      }),
    ];
    const done = finishedInvocation(invocationOf(tests, 2), judged);
    const text = summaryText(done, outcomesOf(done, judged));
    const note = "Verdicts came from the platform's offline engine (lexical judgement), not from a language model.";
    expect(text.split("\n").filter((line) => line === note)).toHaveLength(1);
    expect(text.split("\n").at(-2)).toBe(note);
    expect(summaryJson(done, outcomesOf(done, judged), false).offline_verdicts).toBe(true);

    const byModel = [
      runOf(0, 0, "passed", offline("The reply gives the date; offline engine, lexical judgement: no.")),
    ];
    const modelDone = finishedInvocation(invocationOf(tests.slice(0, 1), 1), byModel);
    expect(summaryText(modelDone, outcomesOf(modelDone, byModel))).not.toContain("offline engine");
    expect(summaryJson(modelDone, outcomesOf(modelDone, byModel), true).offline_verdicts).toBe(false);
  });

  it("writes one JUnit test case per run, repeats named, failures with code and rationale, text escaped", () => {
    const xml = junitXml(invocation, outcomes);
    expect(xml.match(/<testcase /g)).toHaveLength(6);
    expect(xml).toContain('tests="6"');
    expect(xml).toContain('failures="2"');
    expect(xml).toContain('classname="tst_greet" name="Greets the caller (2/3)"');
    expect(xml).toContain('name="Asks for the &lt;order> &amp; number (1/3)"');
    expect(xml).toContain(
      '<failure message="evaluation_failed: Never asked for the order number." type="evaluation_failed">' +
        "<![CDATA[Failure: evaluation_failed\nVerdict: Never asked for the order number.\nReply: Hello!]]></failure>",
    );
    expect(xml).toContain(
      '<failure message="mock_not_matched: No mock matched lookup_order({})." type="mock_not_matched">' +
        "<![CDATA[Failure: mock_not_matched\nVerdict: No mock matched lookup_order({}).]]></failure>",
    );
    expect(xml).toContain('time="2.5"');
    expect(xml).toContain('<property name="invocation_id" value="inv_1"/>');
  });

  it("names a single run without a repeat number", () => {
    const single = finishedInvocation(invocationOf(tests.slice(0, 1), 1), [runOf(0, 0, "passed")]);
    const xml = junitXml(single, outcomesOf(single, [runOf(0, 0, "passed")]));
    expect(xml).toContain('name="Greets the caller"');
    expect(xml).not.toContain("<failure");
  });
});
