import { describe, expect, it } from "bun:test";
import fc from "fast-check";
import { checkDistribution, sameDistribution } from "./distribution.ts";

const known = new Set(["br_main", "br_a", "br_b"]);
const isKnown = (id: string) => known.has(id);

describe("checkDistribution", () => {
  it("accepts exact thirds written as strings, and mixed numbers and strings", () => {
    const thirds = checkDistribution(
      [
        { branch_id: "br_main", percentage: "33.33" },
        { branch_id: "br_a", percentage: "33.33" },
        { branch_id: "br_b", percentage: "33.34" },
      ],
      isKnown,
    );
    expect(thirds).toEqual({
      ok: true,
      allocations: [
        { branch_id: "br_main", basis_points: 3333 },
        { branch_id: "br_a", basis_points: 3333 },
        { branch_id: "br_b", basis_points: 3334 },
      ],
    });
    const mixed = checkDistribution(
      [
        { branch_id: "br_main", percentage: 87.5 },
        { branch_id: "br_a", percentage: "12.5" },
        { branch_id: "br_b", percentage: 0 },
      ],
      isKnown,
    );
    expect(mixed.ok).toBe(true);
  });

  it("reports every offending entry with its index and a field path", () => {
    const result = checkDistribution(
      [
        { branch_id: "br_main", percentage: "33.333" },
        { branch_id: "br_main", percentage: 10 },
        { branch_id: "br_nope", percentage: 10 },
        { branch_id: "br_a", percentage: -5 },
        { branch_id: "br_b", percentage: 101 },
        "br_x",
        { percentage: 5 },
        { branch_id: "br_zzz" },
      ],
      (id) => id !== "br_nope",
    );
    if (result.ok) throw new Error("expected problems");
    expect(result.problems.entries.map((e) => [e.index, e.problem])).toEqual([
      [0, "too_many_decimals"],
      [1, "duplicate_branch"],
      [2, "unknown_branch"],
      [3, "negative"],
      [4, "above_100"],
      [5, "malformed"],
      [6, "malformed"],
      [7, "malformed"],
    ]);
    expect(result.problems.fields.map((f) => f.path)).toEqual([
      "/branches/0/percentage",
      "/branches/1/branch_id",
      "/branches/2/branch_id",
      "/branches/3/percentage",
      "/branches/4/percentage",
      "/branches/5",
      "/branches/6/branch_id",
      "/branches/7/percentage",
    ]);
    expect(result.problems.entries[0]).toMatchObject({ branch_id: "br_main", percentage: "33.333" });
  });

  it("refuses a total other than exactly 100, including no branches at all", () => {
    for (const branches of [
      [{ branch_id: "br_main", percentage: "99.99" }],
      [
        { branch_id: "br_main", percentage: 60 },
        { branch_id: "br_a", percentage: "40.01" },
      ],
      [],
    ]) {
      const result = checkDistribution(branches, isKnown);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.problems.total_basis_points).not.toBe(10000);
    }
  });

  it("accepts any split of 10000 basis points written as two-decimal strings", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10000 }), fc.integer({ min: 0, max: 10000 }), (x, y) => {
        const [low, high] = x < y ? [x, y] : [y, x];
        const parts = [low, high - low, 10000 - high];
        const text = (p: number) => `${Math.floor(p / 100)}.${String(p % 100).padStart(2, "0")}`;
        const result = checkDistribution(
          ["br_main", "br_a", "br_b"].map((branch_id, i) => ({ branch_id, percentage: text(parts[i] as number) })),
          isKnown,
        );
        expect(result.ok).toBe(true);
      }),
    );
  });
});

describe("sameDistribution", () => {
  it("ignores order but not shares or branches", () => {
    const a = [
      { branch_id: "br_main", basis_points: 5000 },
      { branch_id: "br_a", basis_points: 5000 },
    ];
    expect(sameDistribution(a, [...a].reverse())).toBe(true);
    expect(sameDistribution(a, [{ branch_id: "br_main", basis_points: 10000 }])).toBe(false);
    expect(
      sameDistribution(a, [
        { branch_id: "br_main", basis_points: 5000 },
        { branch_id: "br_b", basis_points: 5000 },
      ]),
    ).toBe(false);
  });
});

describe("offending entries in details", () => {
  it("echo long or structured submitted values only in short", () => {
    const long = "b".repeat(100_000);
    const check = checkDistribution(
      [
        { branch_id: long, percentage: 50 },
        { branch_id: "br_known", percentage: { evil: true } },
      ],
      (id) => id === "br_known",
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(JSON.stringify(check.problems).length).toBeLessThan(2000);
    expect(check.problems.entries[0]?.branch_id).toBe(`${"b".repeat(200)}…`);
    expect(check.problems.entries[1]?.percentage).toBe("(an object)");
  });
});
