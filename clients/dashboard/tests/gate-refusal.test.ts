import { describe, expect, it } from "bun:test";
import { ApiError } from "../src/api/api-error.ts";
import { refusalText, refusedBranches } from "../src/pages/agent/gate-refusal.ts";

describe("the deployment gate's refusal", () => {
  it("maps each refused branch by id, and nothing for other errors", () => {
    const error = new ApiError(409, "deployment_tests_required", "Tests required.", {
      branches: [
        { branch_id: "br_a", version_id: "ver_1", reason: "not_tested" },
        {
          branch_id: "br_b",
          version_id: "ver_2",
          reason: "tests_failing",
          invocation_id: "inv_1",
          failing_tests: [{ test_id: "tst_1", pass_rate: 0.5 }],
        },
      ],
    });
    const refused = refusedBranches(error);
    expect([...refused.keys()]).toEqual(["br_a", "br_b"]);
    expect(refusalText(refused.get("br_a")!)).toContain("has not run every attached test");
    expect(refusalText(refused.get("br_b")!)).toBe("Refused: tests are failing: tst_1 (50% passed).");
    expect(refusalText({ branch_id: "br_c", reason: "no_attached_tests" })).toContain("no tests are attached");
    expect(refusedBranches(new ApiError(409, "deployment_stale", "Stale.", { branches: [] })).size).toBe(0);
    expect(refusedBranches(new Error("network")).size).toBe(0);
  });
});
