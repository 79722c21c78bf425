import { describe, expect, it } from "bun:test";
import { decideRollback, largestBranch, lastRaisedAt } from "./rollback.ts";

const settings = { enabled: true, min_conversations: 5, max_failure_rate: 0.2 };
const split = [
  { branch_id: "br_main", basis_points: 8000 },
  { branch_id: "br_b", basis_points: 2000 },
];
const ok = (n: number) => Array.from({ length: n }, () => true);
const failed = (n: number) => Array.from({ length: n }, () => false);

describe("automatic rollback rules", () => {
  it("moves the branch's share to the largest branch when more than the allowed share failed", () => {
    const decision = decideRollback({
      settings,
      distribution: split,
      mainBranchId: "br_main",
      branchId: "br_b",
      outcomes: [...failed(2), ...ok(3)],
    });
    expect(decision).toEqual({
      branch_id: "br_b",
      to_branch_id: "br_main",
      failure_rate: 0.4,
      conversations: 5,
      distribution: [{ branch_id: "br_main", basis_points: 10000 }],
    });
  });

  it("does nothing at exactly the allowed rate, with too few conversations, or when disabled", () => {
    const base = { distribution: split, mainBranchId: "br_main", branchId: "br_b" };
    expect(decideRollback({ ...base, settings, outcomes: [...failed(1), ...ok(4)] })).toBeNull();
    expect(decideRollback({ ...base, settings, outcomes: failed(4) })).toBeNull();
    expect(decideRollback({ ...base, settings: { ...settings, enabled: false }, outcomes: failed(5) })).toBeNull();
  });

  it("counts only the newest min_conversations outcomes", () => {
    const base = { settings, distribution: split, mainBranchId: "br_main", branchId: "br_b" };
    expect(decideRollback({ ...base, outcomes: [...ok(5), ...failed(10)] })).toBeNull();
  });

  it("never rolls back the largest branch, main winning ties", () => {
    const even = [
      { branch_id: "br_b", basis_points: 5000 },
      { branch_id: "br_main", basis_points: 5000 },
    ];
    expect(largestBranch(even, "br_main")).toBe("br_main");
    const base = { settings, outcomes: failed(5) };
    expect(decideRollback({ ...base, distribution: even, mainBranchId: "br_main", branchId: "br_main" })).toBeNull();
    expect(
      decideRollback({ ...base, distribution: even, mainBranchId: "br_main", branchId: "br_b" })?.to_branch_id,
    ).toBe("br_main");
    expect(decideRollback({ ...base, distribution: split, mainBranchId: "br_main", branchId: "br_main" })).toBeNull();
    // A branch with no share has nothing to give back.
    expect(decideRollback({ ...base, distribution: split, mainBranchId: "br_main", branchId: "br_c" })).toBeNull();
  });

  it("leaves a third branch's share where it is", () => {
    const three = [
      { branch_id: "br_main", basis_points: 6000 },
      { branch_id: "br_b", basis_points: 1000 },
      { branch_id: "br_c", basis_points: 3000 },
    ];
    const decision = decideRollback({
      settings,
      distribution: three,
      mainBranchId: "br_main",
      branchId: "br_b",
      outcomes: failed(5),
    });
    expect(decision?.distribution).toEqual([
      { branch_id: "br_main", basis_points: 7000 },
      { branch_id: "br_c", basis_points: 3000 },
    ]);
  });

  it("dates a branch's conversations from the deployment that last raised its share", () => {
    const history = [
      { started_at: "t1", distribution: [{ branch_id: "br_main", basis_points: 10000 }] },
      { started_at: "t2", distribution: split },
      // Lowered, then kept: neither raises it.
      {
        started_at: "t3",
        distribution: [
          { branch_id: "br_main", basis_points: 9000 },
          { branch_id: "br_b", basis_points: 1000 },
        ],
      },
      {
        started_at: "t4",
        distribution: [
          { branch_id: "br_main", basis_points: 9000 },
          { branch_id: "br_b", basis_points: 1000 },
        ],
      },
    ];
    expect(lastRaisedAt(history, "br_b")).toBe("t2");
    expect(lastRaisedAt([...history, { started_at: "t5", distribution: split }], "br_b")).toBe("t5");
    expect(lastRaisedAt(history, "br_main")).toBe("t3");
    expect(lastRaisedAt(history.slice(0, 1), "br_main")).toBe("t1");
  });
});
