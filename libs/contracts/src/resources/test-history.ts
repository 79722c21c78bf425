/**
 * Test results over time (extension spec part 10): an agent's invocations, a test's runs across
 * invocations and a test's history.
 */
import { type Static, Type } from "@sinclair/typebox";
import { DateTime, Described, Nullable, Page, PageQueryProperties, Query } from "../builders.ts";
import { Invocation, InvocationStatus, RunTallyProperties } from "./test-invocation.ts";
import { TestRunSummary } from "./test-run.ts";

/** Ids in a query: any id the platform makes (and the fixed ids of tests), never free text. */
const IdFilter = (description: string) =>
  Type.Optional(Type.String({ pattern: "^[A-Za-z0-9_-]{1,64}$", "x-message": "is not an id", description }));

export const HISTORY_LIMIT_MIN = 1;
export const HISTORY_LIMIT_MAX = 100;
export const HISTORY_LIMIT_DEFAULT = 20;

/** `limit` as sent: plain decimal digits for a number from 1 to 100, like `page_size`. */
export const HistoryLimitParam = Type.String({
  pattern: "^(?:0{0,2}[1-9]|0?[1-9][0-9]|100)$",
  description: `How many invocations, from ${HISTORY_LIMIT_MIN} to ${HISTORY_LIMIT_MAX}; ${HISTORY_LIMIT_DEFAULT} when omitted.`,
  "x-message": `must be an integer from ${HISTORY_LIMIT_MIN} to ${HISTORY_LIMIT_MAX}`,
});

/** The history's `limit` a validated query asks for. */
export function historyLimitOf(query: { limit?: string | undefined }): number {
  return query.limit === undefined ? HISTORY_LIMIT_DEFAULT : Number(query.limit);
}

export const AgentInvocationListQuery = Query({
  ...PageQueryProperties,
  branch_id: IdFilter("Only invocations of this branch."),
  status: Type.Optional(Described(InvocationStatus, "Only invocations with this status.")),
});
export type AgentInvocationListQuery = Static<typeof AgentInvocationListQuery>;

export const InvocationListPage = Page(Invocation);
export type InvocationListPage = Static<typeof InvocationListPage>;

/** A run summary (part 2.12) with where it ran: its invocation, agent, branch, version and test revision. */
export const TestRunOfTest = Type.Object({
  ...TestRunSummary.properties,
  invocation_id: Type.String({ description: "The invocation the run belongs to." }),
  agent_id: Type.String({ description: "The agent the invocation tested." }),
  branch_id: Type.String({ description: "The branch the invocation tested." }),
  version_id: Type.String({ description: "The agent version the run executed." }),
  test_revision_id: Type.String({
    description: "The revision of the test the run executed, frozen at invocation time.",
  }),
  created_at: DateTime({ description: "When the run was created (its invocation's start)." }),
});
export type TestRunOfTest = Static<typeof TestRunOfTest>;

export const TestRunOfTestPage = Page(TestRunOfTest);
export type TestRunOfTestPage = Static<typeof TestRunOfTestPage>;

export const TestRunsOfTestQuery = Query({
  ...PageQueryProperties,
  agent_id: IdFilter("Only runs of invocations of this agent."),
  branch_id: IdFilter("Only runs of invocations of this branch."),
  version_id: IdFilter("Only runs that executed this agent version."),
});
export type TestRunsOfTestQuery = Static<typeof TestRunsOfTestQuery>;

export const TestHistoryQuery = Query({
  agent_id: IdFilter("Only invocations of this agent."),
  branch_id: IdFilter("Only invocations of this branch."),
  limit: Type.Optional(HistoryLimitParam),
});
export type TestHistoryQuery = Static<typeof TestHistoryQuery>;

/** One invocation that ran the test, counted from the test's terminal runs in it. */
export const TestHistoryEntry = Type.Object({
  invocation_id: Type.String({ description: "The invocation." }),
  agent_id: Type.String({ description: "The agent it tested." }),
  branch_id: Type.String({ description: "The branch it tested." }),
  version_id: Type.String({ description: "The agent version its runs executed." }),
  created_at: DateTime({ description: "When it started." }),
  ...RunTallyProperties({
    runs: "The test's terminal runs in it (`interrupted` ones included).",
    passAll: "pass^k: true only when every one of the test's runs in it passed; null until all are terminal.",
    flaky:
      "True when one of the test's runs in it passed and another failed; false when they agree; null while none has passed or failed.",
  }),
});
export type TestHistoryEntry = Static<typeof TestHistoryEntry>;

export const TestHistory = Type.Object(
  {
    test_id: Type.String({ description: "The test." }),
    invocations: Type.Array(TestHistoryEntry, {
      description: "The newest `limit` invocations that ran the test (within the filters), newest first.",
    }),
    pass_rate: Nullable(Type.Number({ minimum: 0, maximum: 1 }), {
      description: "Passed / terminal runs over the listed invocations; null when none is terminal.",
    }),
    flaky: Type.Boolean({
      description:
        "True when a listed invocation is flaky, or when two listed invocations of the same `version_id` disagree (one with every terminal run passed, one with a failure).",
    }),
    last_passed_at: Nullable(DateTime(), {
      description: "When the newest passed run of the listed invocations completed; null when none passed.",
    }),
    last_failed_at: Nullable(DateTime(), {
      description: "When the newest failed run of the listed invocations completed; null when none failed.",
    }),
  },
  {
    examples: [
      {
        test_id: "tst_6h2j8k4l0z3x9c5v1b7n2m4q",
        invocations: [
          {
            invocation_id: "inv_0p9o8i7u6y5t4r3e2w1q0a9s",
            agent_id: "agt_4m2k8x1q9w3e7r5t0y6u2i8o",
            branch_id: "br_7c3n1v9b2m6x4z8a0s5d3f1g",
            version_id: "ver_2b8n4m1k7j3h9g5f0d6s2a8p",
            created_at: "2026-11-22T10:00:00.000Z",
            runs: 3,
            passed: 2,
            failed: 1,
            pass_rate: 0.6667,
            pass_all: false,
            flaky: true,
          },
        ],
        pass_rate: 0.6667,
        flaky: true,
        last_passed_at: "2026-11-22T10:00:31.000Z",
        last_failed_at: "2026-11-22T10:00:40.000Z",
      },
    ],
  },
);
export type TestHistory = Static<typeof TestHistory>;
