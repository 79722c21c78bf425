/**
 * Test results over time (extension spec part 10): two invocations compared test by test, and a
 * next-reply test made from a reply of a conversation.
 */
import { type Static, Type } from "@sinclair/typebox";
import { Body, DateTime, Described, LiteralUnion, Name, Nullable, Query } from "../builders.ts";
import { HISTORY_ROLES } from "./history.ts";
import { InvocationStatus, RunTallyProperties } from "./test-invocation.ts";
import { RunCall } from "./test-run.ts";

export const PREVIOUS_BASELINE = "previous";

export const CompareQuery = Query({
  baseline: Type.String({
    pattern: "^(?:previous|[A-Za-z0-9_-]{1,64})$",
    "x-message": "must be an invocation id or `previous`",
    description:
      "The invocation to compare with: an invocation id of the workspace, or `previous` (the newest terminal " +
      "invocation of the same agent and branch created before this one).",
  }),
});
export type CompareQuery = Static<typeof CompareQuery>;

/** Each test's `change` from the baseline to the invocation, in the order `tests` lists them. */
export const COMPARISON_CHANGES = [
  "regressed",
  "fixed",
  "flaky",
  "still_failing",
  "incomplete",
  "added",
  "removed",
  "still_passing",
] as const;
export const ComparisonChange = LiteralUnion(COMPARISON_CHANGES, {
  description:
    "The first that holds, counting passed and failed runs: `added` (only in the invocation), `removed` (only in " +
    "the baseline), `incomplete` (a side has none), `regressed` (every baseline run passed, an invocation run " +
    "failed), `fixed` (a baseline run failed, every invocation run passed), `flaky` (a side has both), " +
    "`still_failing` (both sides only failed), `still_passing`.",
});
export type ComparisonChange = Static<typeof ComparisonChange>;

export const InvocationRef = Type.Object({
  id: Type.String({ description: "The invocation." }),
  agent_id: Type.String({ description: "The agent it tested." }),
  branch_id: Type.String({ description: "The branch it tested." }),
  version_id: Type.String({ description: "The agent version its runs executed." }),
  created_at: DateTime({ description: "When it started." }),
  status: InvocationStatus,
});
export type InvocationRef = Static<typeof InvocationRef>;

/** A test's runs in one of the two invocations, as its entry of the invocation's `summary` counts them. */
export const ComparisonSide = Type.Object(
  RunTallyProperties({
    runs: "The test's runs in the invocation.",
    passAll: "pass^k: true only when every run passed; null until all are terminal.",
    flaky: "True when one run passed and another failed; false when they agree; null while none has.",
  }),
);
export type ComparisonSide = Static<typeof ComparisonSide>;

const ReplyOfRun = Type.Object(
  {
    response: Type.String({ description: "The run's `result.response`." }),
    calls: Type.Array(RunCall, { description: "The run's `result.calls`." }),
  },
  { description: "What a side's first decided run answered." },
);

export const ReplyDivergence = Type.Object(
  {
    kind: Type.Literal("reply", { description: "`reply`: the two runs' replies are compared." }),
    same: Type.Boolean({
      description:
        "Whether the two runs answered the same: the same response and the same calls (name, tool, arguments, " +
        "origin and type, in order; `arguments_raw` is not compared).",
    }),
    invocation: Described(ReplyOfRun, "The invocation's run: its reply and tool calls."),
    baseline: Described(ReplyOfRun, "The baseline's run: its reply and tool calls."),
  },
  { description: "Next-reply and tool-invocation tests: the reply of each side's first decided run." },
);
export type ReplyDivergence = Static<typeof ReplyDivergence>;

const TranscriptLine = Nullable(
  Type.Object({
    role: LiteralUnion(HISTORY_ROLES, { description: "Who said it." }),
    text: Type.String({ description: "What was said." }),
  }),
  { description: "The entry at `seq`; null when the conversation has ended before it." },
);

export const TranscriptDivergence = Type.Object(
  {
    kind: Type.Literal("transcript", { description: "`transcript`: the two simulated conversations are compared." }),
    same: Type.Boolean({ description: "Whether the two conversations are identical." }),
    seq: Nullable(Type.Integer({ minimum: 0 }), {
      description:
        "The first transcript position at which the conversations differ (role or text, or one has ended); " +
        "null when they are identical.",
    }),
    invocation: TranscriptLine,
    baseline: TranscriptLine,
  },
  { description: "Simulation tests: the simulated conversations of each side's first decided run, turn by turn." },
);
export type TranscriptDivergence = Static<typeof TranscriptDivergence>;

export const Divergence = Type.Union([ReplyDivergence, TranscriptDivergence], {
  description: "Where the first decided run (lowest `repeat_index`) of each side differs.",
});
export type Divergence = Static<typeof Divergence>;

export const ComparisonEntry = Type.Object({
  test_id: Type.String({ description: "The test, matched by id in both invocations." }),
  test_name: Type.String({ description: "Its name when the invocation (or, when removed, the baseline) ran it." }),
  change: ComparisonChange,
  invocation: Nullable(ComparisonSide, { description: "Its runs in the invocation; null when `removed`." }),
  baseline: Nullable(ComparisonSide, { description: "Its runs in the baseline; null when `added`." }),
  pass_rate_delta: Nullable(Type.Number({ minimum: -1, maximum: 1 }), {
    description: "The invocation's `pass_rate` minus the baseline's; null when either is null.",
  }),
  divergence: Nullable(Divergence, {
    description: "Null when a side has no decided run (`added`, `removed`, `incomplete`).",
  }),
});
export type ComparisonEntry = Static<typeof ComparisonEntry>;

const Delta = (unit: string) =>
  Type.Object(
    {
      invocation: Type.Number({ description: `The invocation's ${unit}.` }),
      baseline: Type.Number({ description: `The baseline's ${unit}.` }),
      delta: Type.Number({ description: "The invocation's minus the baseline's." }),
    },
    { description: `The ${unit} of both invocations and their difference.` },
  );

const counter = (what: string) => Type.Integer({ minimum: 0, description: `Tests that ${what}.` });

export const InvocationComparison = Type.Object(
  {
    invocation: Described(InvocationRef, "The invocation compared."),
    baseline: Described(InvocationRef, "The invocation it is compared with."),
    tests: Type.Array(ComparisonEntry, {
      description:
        "Every test of either invocation, by `change` (regressed, fixed, flaky, still_failing, incomplete, added, " +
        "removed, still_passing), then by name.",
    }),
    totals: Type.Object(
      {
        regressed: counter("regressed"),
        fixed: counter("were fixed"),
        flaky: counter("are flaky on a side"),
        still_failing: counter("still fail"),
        still_passing: counter("still pass"),
        added: counter("only the invocation ran"),
        removed: counter("only the baseline ran"),
        incomplete: counter("have no decided run on a side"),
      },
      { description: "How many tests made each change." },
    ),
    cost_usd: Delta("cost in USD"),
    input_tokens: Delta("input tokens"),
    output_tokens: Delta("output tokens"),
  },
  {
    examples: [
      {
        invocation: {
          id: "inv_0p9o8i7u6y5t4r3e2w1q0a9s",
          agent_id: "agt_4m2k8x1q9w3e7r5t0y6u2i8o",
          branch_id: "br_7c3n1v9b2m6x4z8a0s5d3f1g",
          version_id: "ver_2b8n4m1k7j3h9g5f0d6s2a8p",
          created_at: "2026-11-22T10:00:00.000Z",
          status: "completed",
        },
        baseline: {
          id: "inv_5t4r3e2w1q0a9s8d7f6g5h4j",
          agent_id: "agt_4m2k8x1q9w3e7r5t0y6u2i8o",
          branch_id: "br_7c3n1v9b2m6x4z8a0s5d3f1g",
          version_id: "ver_8j3h9g5f0d6s2a8p2b8n4m1k",
          created_at: "2026-11-21T10:00:00.000Z",
          status: "completed",
        },
        tests: [
          {
            test_id: "tst_6h2j8k4l0z3x9c5v1b7n2m4q",
            test_name: "Greets by name",
            change: "regressed",
            invocation: { runs: 1, passed: 0, failed: 1, pass_rate: 0, pass_all: false, flaky: false },
            baseline: { runs: 1, passed: 1, failed: 0, pass_rate: 1, pass_all: true, flaky: false },
            pass_rate_delta: -1,
            divergence: {
              kind: "reply",
              same: false,
              invocation: { response: "Your order is on its way.", calls: [] },
              baseline: { response: "Hello Budi! Could you give me your order number?", calls: [] },
            },
          },
        ],
        totals: {
          regressed: 1,
          fixed: 0,
          flaky: 0,
          still_failing: 0,
          still_passing: 0,
          added: 0,
          removed: 0,
          incomplete: 0,
        },
        cost_usd: { invocation: 0.00042, baseline: 0.0004, delta: 0.00002 },
        input_tokens: { invocation: 1400, baseline: 1380, delta: 20 },
        output_tokens: { invocation: 210, baseline: 190, delta: 20 },
      },
    ],
  },
);
export type InvocationComparison = Static<typeof InvocationComparison>;

export const DEFAULT_FROM_CONVERSATION_CONDITION =
  "The agent's reply serves the user at least as well as the original reply did.";

export const AgentTestFromConversationBody = Body(
  {
    conversation_id: Type.String({ minLength: 1, maxLength: 64, description: "The conversation (`conv_...`)." }),
    seq: Type.Integer({
      minimum: 0,
      description: "The transcript `seq` of an agent message that follows at least one user message.",
    }),
    name: Type.Optional(
      Name({ description: "The test's name; `From <conversation title or id> #<seq>` when absent." }),
    ),
    parent_folder_id: Type.Optional(
      Nullable(Type.String(), { description: "The folder to put it in (`tfd_...`); absent or null for the root." }),
    ),
    success_condition: Type.Optional(
      Type.String({
        minLength: 1,
        description: `What a good reply does; "${DEFAULT_FROM_CONVERSATION_CONDITION}" when absent.`,
      }),
    ),
  },
  { examples: [{ conversation_id: "conv_8d2k4m6n1p3q5r7s9t0v2w4x", seq: 3 }] },
);
export type AgentTestFromConversationBody = Static<typeof AgentTestFromConversationBody>;
