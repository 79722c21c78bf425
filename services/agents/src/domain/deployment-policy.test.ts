import { describe, expect, it } from "bun:test";
import { DEFAULT_DEPLOYMENT_POLICY } from "@cx/contracts";
import { attachedTestIds, patchPolicy, policyOf, raisedBranches } from "./deployment-policy.ts";

describe("deployment policy", () => {
  it("defaults for an agent that never set one", () => {
    expect(policyOf({})).toEqual({
      require_passing_tests: false,
      min_repeats: 1,
      min_pass_rate: 1,
      rollback: { enabled: false, min_conversations: 20, max_failure_rate: 0.2 },
    });
  });

  it("replaces only the members given, in rollback too", () => {
    const patched = patchPolicy(DEFAULT_DEPLOYMENT_POLICY, { min_repeats: 3, rollback: { enabled: true } });
    expect(patched).toEqual({
      ...DEFAULT_DEPLOYMENT_POLICY,
      min_repeats: 3,
      rollback: { ...DEFAULT_DEPLOYMENT_POLICY.rollback, enabled: true },
    });
  });

  it("judges only branches whose share rises, new ones included", () => {
    const current = [
      { branch_id: "main", basis_points: 8000 },
      { branch_id: "a", basis_points: 2000 },
    ];
    expect(
      raisedBranches(current, [
        { branch_id: "main", basis_points: 9000 },
        { branch_id: "a", basis_points: 1000 },
      ]),
    ).toEqual(["main"]);
    expect(
      raisedBranches(current, [
        { branch_id: "main", basis_points: 8000 },
        { branch_id: "a", basis_points: 0 },
        { branch_id: "b", basis_points: 2000 },
      ]),
    ).toEqual(["b"]);
    expect(raisedBranches(current, current)).toEqual([]);
  });

  it("reads the attached tests and folders of a config, each once", () => {
    const config = {
      platform_settings: {
        testing: { attached_tests: [{ test_id: "tst_1" }, { test_id: "tfd_2" }, { test_id: "tst_1" }] },
      },
    };
    expect(attachedTestIds(config)).toEqual(["tst_1", "tfd_2"]);
    expect(attachedTestIds({})).toEqual([]);
  });
});
