/** Test invocations (extension spec part 3): one run per test per repeat. */
import { type Static, Type } from "@sinclair/typebox";
import { Body, DateTime, LiteralUnion, Nullable } from "../builders.ts";

export const INVOCATION_STATUSES = ["running", "completed", "cancelled"] as const;
export const InvocationStatus = LiteralUnion(INVOCATION_STATUSES, {
  description: "`running` until every run is terminal, then `completed`, or `cancelled` after a cancel.",
});
export type InvocationStatus = Static<typeof InvocationStatus>;

export const INVOCATION_TEST_IDS_MAX = 100;
export const REPEAT_COUNT_MAX = 10;

/**
 * `branch_id` absent (or null) runs against `main`; `repeat_count` defaults to 1 and
 * `allow_real_tools` to false. The defaults are applied by the testing service, not declared
 * here: a schema default makes the framework rewrite the body before validating it.
 */
export const InvocationCreateBody = Body(
  {
    test_ids: Type.Optional(
      Type.Array(Type.String(), {
        minItems: 1,
        maxItems: INVOCATION_TEST_IDS_MAX,
        description: `The tests to run (1 to ${INVOCATION_TEST_IDS_MAX}), tests of the workspace; or \`attached\`.`,
      }),
    ),
    attached: Type.Optional(
      Type.Literal(true, {
        description:
          "Instead of `test_ids`: run the tests attached to the branch's tip version " +
          "(`platform_settings.testing.attached_tests`, folders expanded now); none attached: 422.",
      }),
    ),
    branch_id: Type.Optional(
      Nullable(Type.String(), { description: "The branch whose tip version runs; `main` when absent or null." }),
    ),
    repeat_count: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: REPEAT_COUNT_MAX,
        description: `How many runs of each test (1 to ${REPEAT_COUNT_MAX}); 1 when absent.`,
      }),
    ),
    allow_real_tools: Type.Optional(
      Type.Boolean({
        description:
          "Whether a tool call that is not mocked may call the real tool; false when absent (the run then fails with `tool_unavailable`).",
      }),
    ),
  },
  {
    examples: [
      {
        test_ids: ["tst_6h2j8k4l0z3x9c5v1b7n2m4q", "tst_1a5s9d3f7g2h6j0k4l8z2x6c"],
        branch_id: "br_7c3n1v9b2m6x4z8a0s5d3f1g",
        repeat_count: 3,
        allow_real_tools: false,
      },
    ],
  },
);
export type InvocationCreateBody = Static<typeof InvocationCreateBody>;

export const InvocationCounts = Type.Object(
  {
    pending: Type.Integer({ minimum: 0, description: "Runs waiting for a worker." }),
    running: Type.Integer({ minimum: 0, description: "Runs being executed." }),
    passed: Type.Integer({ minimum: 0, description: "Runs that passed." }),
    failed: Type.Integer({ minimum: 0, description: "Runs that failed." }),
    interrupted: Type.Integer({ minimum: 0, description: "Runs a cancel stopped." }),
  },
  { description: "The invocation's runs by status." },
);
export type InvocationCounts = Static<typeof InvocationCounts>;

/**
 * A test's runs counted: how many, how many passed and failed, the pass rate, pass^k and whether
 * they disagree. Where the tally stands (an invocation's summary, a test's history, a comparison)
 * decides which runs `runs` counts and how `pass_all` and `flaky` read, so each place words those.
 */
export function RunTallyProperties(described: { runs: string; passAll: string; flaky: string }) {
  return {
    runs: Type.Integer({ minimum: 0, description: described.runs }),
    passed: Type.Integer({ minimum: 0, description: "Of those, the runs that passed." }),
    failed: Type.Integer({ minimum: 0, description: "Of those, the runs that failed." }),
    pass_rate: Nullable(Type.Number({ minimum: 0, maximum: 1 }), {
      description: "Passed / terminal runs, 0 to 1; null while none is terminal.",
    }),
    pass_all: Nullable(Type.Boolean(), { description: described.passAll }),
    flaky: Nullable(Type.Boolean(), { description: described.flaky }),
  };
}

/**
 * One entry per test of the invocation, in `test_ids` order. `pass_rate`: passed / terminal runs
 * (null while none is terminal); `pass_all` (pass^k): every one of the test's `repeat_count` runs
 * passed (null until all are terminal).
 */
export const InvocationSummaryEntry = Type.Object({
  invocation_item_id: Type.String({
    description: "The entry's id; every repeat of the test names it as its `invocation_item_id`.",
  }),
  test_id: Type.String({ description: "The test." }),
  test_name: Type.String({ description: "The test's name when the invocation started." }),
  ...RunTallyProperties({
    runs: "The test's runs (its `repeat_count`).",
    passAll: "pass^k: true only when every one of the test's runs passed; null until all are terminal.",
    flaky:
      "True when at least one of the test's terminal runs passed and at least one failed (`interrupted` runs count for neither); false when they all agree; null while none has passed or failed.",
  }),
});
export type InvocationSummaryEntry = Static<typeof InvocationSummaryEntry>;

/** `cost_usd` is a number, like the run summaries it adds up (part 2.12). */
export const Invocation = Type.Object(
  {
    id: Type.String({ description: "The invocation's id (`inv_...`)." }),
    agent_id: Type.String({ description: "The agent tested." }),
    branch_id: Type.String({ description: "The branch tested." }),
    version_id: Type.String({ description: "The version every run executes, frozen when the invocation started." }),
    test_ids: Type.Array(Type.String(), { description: "The tests run, in the order asked." }),
    attached: Type.Boolean({
      description: "True when it ran the branch's attached tests (`attached: true`), folders expanded when it started.",
    }),
    repeat_count: Type.Integer({ description: "How many runs of each test." }),
    status: InvocationStatus,
    counts: InvocationCounts,
    cost_usd: Type.Number({ description: "What its runs' model calls cost, in USD, added up." }),
    input_tokens: Type.Integer({ description: "Its runs' input tokens, added up." }),
    output_tokens: Type.Integer({ description: "Its runs' output tokens, added up." }),
    created_at: DateTime({ description: "When it started." }),
    updated_at: DateTime({ description: "When it last changed." }),
    completed_at: Nullable(DateTime(), { description: "When it became terminal; null while running." }),
    allow_real_tools: Type.Boolean({ description: "Whether calls that are not mocked may call the real tools." }),
    summary: Type.Array(InvocationSummaryEntry, { description: "One entry per test, in `test_ids` order." }),
    flaky_count: Type.Integer({ minimum: 0, description: "How many entries of `summary` are `flaky: true`." }),
  },
  {
    examples: [
      {
        id: "inv_0p9o8i7u6y5t4r3e2w1q0a9s",
        agent_id: "agt_4m2k8x1q9w3e7r5t0y6u2i8o",
        branch_id: "br_7c3n1v9b2m6x4z8a0s5d3f1g",
        version_id: "ver_2b8n4m1k7j3h9g5f0d6s2a8p",
        test_ids: ["tst_6h2j8k4l0z3x9c5v1b7n2m4q"],
        attached: false,
        repeat_count: 3,
        status: "completed",
        counts: { pending: 0, running: 0, passed: 2, failed: 1, interrupted: 0 },
        cost_usd: 0.00126,
        input_tokens: 4200,
        output_tokens: 630,
        created_at: "2026-11-22T10:00:00.000Z",
        updated_at: "2026-11-22T10:00:40.000Z",
        completed_at: "2026-11-22T10:00:40.000Z",
        allow_real_tools: false,
        summary: [
          {
            invocation_item_id: "itm_5r4e3w2q1a0s9d8f7g6h5j4k",
            test_id: "tst_6h2j8k4l0z3x9c5v1b7n2m4q",
            test_name: "Greets by name",
            runs: 3,
            passed: 2,
            failed: 1,
            pass_rate: 0.6667,
            pass_all: false,
            flaky: true,
          },
        ],
        flaky_count: 1,
      },
    ],
  },
);
export type Invocation = Static<typeof Invocation>;
