import { describe, it } from "bun:test";
import { expectEnumAt, expectInvalidAt, expectValid } from "../test-helpers.ts";
import { AgentInvocationListQuery, TestHistory, TestHistoryQuery, TestRunsOfTestQuery } from "./test-history.ts";
import { INVOCATION_STATUSES } from "./test-invocation.ts";

describe("test results over time (extension spec part 10)", () => {
  it("an agent's invocations: status is one of the three, ids are ids, pages as every list", () => {
    expectValid(AgentInvocationListQuery, {});
    expectEnumAt(AgentInvocationListQuery, INVOCATION_STATUSES, (v) => ({ status: v }), "/status");
    expectValid(AgentInvocationListQuery, { branch_id: "br_main", page_size: "100", cursor: "abc" });
    expectInvalidAt(AgentInvocationListQuery, { branch_id: "br main" }, "/branch_id");
    expectInvalidAt(AgentInvocationListQuery, { page_size: "0" }, "/page_size");
    expectInvalidAt(AgentInvocationListQuery, { agent_id: "agt_1" }, "/agent_id");
  });

  it("a test's runs and history: filters are ids, limit is 1..100", () => {
    expectValid(TestRunsOfTestQuery, { agent_id: "agt_1", branch_id: "br_1", version_id: "ver_1", page_size: "5" });
    expectInvalidAt(TestRunsOfTestQuery, { version_id: "x".repeat(65) }, "/version_id");
    expectValid(TestHistoryQuery, { limit: "1" });
    expectValid(TestHistoryQuery, { limit: "100", agent_id: "agt_1", branch_id: "br_1" });
    for (const limit of ["0", "101", "2.5", "1e2", "-1", ""]) expectInvalidAt(TestHistoryQuery, { limit }, "/limit");
    expectInvalidAt(TestHistoryQuery, { cursor: "abc" }, "/cursor");
  });

  it("a history names nullable rates and times, and a boolean flaky", () => {
    const history = {
      test_id: "tst_1",
      invocations: [
        {
          invocation_id: "inv_1",
          agent_id: "agt_1",
          branch_id: "br_1",
          version_id: "ver_1",
          created_at: "2026-11-22T10:00:00.000Z",
          runs: 0,
          passed: 0,
          failed: 0,
          pass_rate: null,
          pass_all: null,
          flaky: null,
        },
      ],
      pass_rate: null,
      flaky: false,
      last_passed_at: null,
      last_failed_at: null,
    };
    expectValid(TestHistory, history);
    expectInvalidAt(TestHistory, { ...history, flaky: null }, "/flaky");
    expectInvalidAt(TestHistory, { ...history, last_passed_at: "yesterday" }, "/last_passed_at");
  });
});
