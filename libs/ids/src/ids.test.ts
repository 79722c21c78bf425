import { describe, expect, it } from "bun:test";
import { newId } from "./ids.ts";

describe("newId", () => {
  it("makes prefixed ids of 24 lowercase alphanumerics", () => {
    expect(newId("agt")).toMatch(/^agt_[0-9a-z]{24}$/);
  });

  it("never repeats and shows no order", () => {
    const ids = Array.from({ length: 10000 }, () => newId("x"));
    expect(new Set(ids).size).toBe(ids.length);
    const sorted = [...ids].sort();
    expect(sorted).not.toEqual(ids);
  });

  it("uses every character about equally often", () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 4000; i++) for (const c of newId("x").slice(2)) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(36);
    const expected = (4000 * 24) / 36;
    for (const count of counts.values()) expect(Math.abs(count - expected) / expected).toBeLessThan(0.1);
  });
});
