import { describe, expect, it } from "bun:test";
import { wouldCycle } from "./folder-tree.ts";

const tree: Record<string, string | null> = { a: null, b: "a", c: "b", d: null };
const parentOf = async (id: string) => tree[id] ?? null;

describe("wouldCycle", () => {
  it("refuses moving a folder into itself or a descendant", async () => {
    expect(await wouldCycle("a", "a", parentOf)).toBe(true);
    expect(await wouldCycle("a", "c", parentOf)).toBe(true);
    expect(await wouldCycle("b", "c", parentOf)).toBe(true);
  });

  it("allows moving into an unrelated folder or an ancestor", async () => {
    expect(await wouldCycle("c", "a", parentOf)).toBe(false);
    expect(await wouldCycle("a", "d", parentOf)).toBe(false);
    expect(await wouldCycle("d", "c", parentOf)).toBe(false);
  });

  it("treats an endless chain (corrupt data) as a cycle", async () => {
    expect(await wouldCycle("x", "loop", async () => "loop")).toBe(true);
  });
});
