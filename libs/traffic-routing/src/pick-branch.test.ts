import { describe, expect, it } from "bun:test";
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { BUCKET_COUNT, bucketOf, pickBranch, type RoutableAllocation } from "./pick-branch.ts";

const allocation = fc.record({
  branch_id: fc.string({ minLength: 1, maxLength: 8 }),
  basis_points: fc.integer({ min: 0, max: 10000 }),
});

function shares(distribution: RoutableAllocation[], ids: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of ids) {
    const branch = pickBranch(id, distribution);
    if (branch === null) throw new Error("no branch picked");
    counts.set(branch, (counts.get(branch) ?? 0) + 1);
  }
  return counts;
}

describe("pickBranch", () => {
  it("sends each branch its share of 100,000 random ids, within 0.5 percentage points", () => {
    const distribution = [
      { branch_id: "br_a", basis_points: 3333 },
      { branch_id: "br_b", basis_points: 3333 },
      { branch_id: "br_c", basis_points: 3334 - 1250 },
      { branch_id: "br_d", basis_points: 1250 },
      { branch_id: "br_off", basis_points: 0 },
    ];
    const ids = Array.from({ length: 100_000 }, () => `conv_${randomUUID()}`);
    const counts = shares(distribution, ids);
    expect(counts.has("br_off")).toBe(false);
    for (const entry of distribution.filter((e) => e.basis_points > 0)) {
      const share = ((counts.get(entry.branch_id) ?? 0) / ids.length) * 100;
      expect(Math.abs(share - entry.basis_points / 100)).toBeLessThan(0.5);
    }
  });

  it("spreads sequential-looking ids as evenly as random ones", () => {
    const ids = Array.from({ length: 100_000 }, (_, i) => `conv_${i}`);
    const counts = shares(
      [
        { branch_id: "main", basis_points: 9000 },
        { branch_id: "canary", basis_points: 1000 },
      ],
      ids,
    );
    expect(Math.abs(((counts.get("canary") ?? 0) / ids.length) * 100 - 10)).toBeLessThan(0.5);
  });

  it("is deterministic and ignores the order entries are written in", () => {
    fc.assert(
      fc.property(fc.string(), fc.array(allocation, { minLength: 1, maxLength: 6 }), (id, distribution) => {
        const unique = [...new Map(distribution.map((e) => [e.branch_id, e])).values()];
        const picked = pickBranch(id, unique);
        expect(pickBranch(id, unique)).toBe(picked);
        expect(pickBranch(id, [...unique].reverse())).toBe(picked);
      }),
    );
  });

  it("only ever picks a branch with traffic, and null when there is none", () => {
    fc.assert(
      fc.property(fc.string(), fc.array(allocation, { maxLength: 6 }), (id, distribution) => {
        const picked = pickBranch(id, distribution);
        const live = distribution.filter((e) => e.basis_points > 0);
        if (live.length === 0) expect(picked).toBeNull();
        else expect(live.map((e) => e.branch_id)).toContain(picked as string);
      }),
    );
  });

  it("sends everything to a branch at 100% and nothing to one at 0%", () => {
    fc.assert(
      fc.property(fc.string(), (id) => {
        expect(
          pickBranch(id, [
            { branch_id: "off", basis_points: 0 },
            { branch_id: "all", basis_points: 10000 },
          ]),
        ).toBe("all");
      }),
    );
  });

  it("keeps an id on its branch when only other branches' shares change below it", () => {
    // Moving traffic between b and c must not move ids that sit in a's range (a sorts first).
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 9998 }), (id, split) => {
        const before = pickBranch(id, [
          { branch_id: "a", basis_points: 5000 },
          { branch_id: "b", basis_points: 2500 },
          { branch_id: "c", basis_points: 2500 },
        ]);
        const after = pickBranch(id, [
          { branch_id: "a", basis_points: 5000 },
          { branch_id: "b", basis_points: Math.floor(split / 2) },
          { branch_id: "c", basis_points: 5000 - Math.floor(split / 2) },
        ]);
        if (before === "a") expect(after).toBe("a");
      }),
    );
  });

  it("puts every id in a bucket of 0..9999", () => {
    fc.assert(
      fc.property(fc.string(), (id) => {
        const bucket = bucketOf(id);
        expect(Number.isInteger(bucket)).toBe(true);
        expect(bucket).toBeGreaterThanOrEqual(0);
        expect(bucket).toBeLessThan(BUCKET_COUNT);
      }),
    );
  });
});
