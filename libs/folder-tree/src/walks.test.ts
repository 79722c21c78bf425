import { describe, expect, it } from "bun:test";
import { type FolderLink, loadAncestry, MAX_FOLDER_DEPTH, pathOf, subtreeOf } from "./index.ts";

const tree: Record<string, string> = { a: "root", b: "a", c: "b", d: "root", loop1: "loop2", loop2: "loop1" };
const load = async (ids: string[]) =>
  ids.flatMap((id) => (tree[id] ? [{ id, name: id.toUpperCase(), parentKey: tree[id] }] : []));

describe("walks over a stored tree", () => {
  it("loads a folder's ancestors one level per query", async () => {
    const queries: string[][] = [];
    const loaded = await loadAncestry(["c", "d"], "root", async (ids) => {
      queries.push(ids);
      return load(ids);
    });
    expect(queries).toEqual([["c", "d"], ["b"], ["a"]]);
    expect(pathOf(loaded, "c", "root").crumbs.map((c) => c.id)).toEqual(["a", "b", "c"]);
  });

  it("stops a cycle at the depth bound and reports it", async () => {
    let queries = 0;
    const loaded = await loadAncestry(["loop1"], "root", async (ids) => {
      queries++;
      return load(ids);
    });
    expect(queries).toBeLessThanOrEqual(MAX_FOLDER_DEPTH + 1);
    expect(pathOf(loaded, "loop1", "root").cyclic).toBe(true);
  });

  it("collects a subtree level by level with its height", async () => {
    const children = async (ids: string[]) =>
      Object.entries(tree)
        .filter(([, parent]) => ids.includes(parent))
        .map(([id]) => ({ _id: id, folder: true }));
    const subtree = await subtreeOf(["a"], children, (entry) => entry.folder);
    expect(subtree.descendants.map((e) => e._id)).toEqual(["b", "c"]);
    expect(subtree.height).toBe(3);
    expect((await subtreeOf([], children, () => true)).height).toBe(0);
  });

  it("keeps one folder shape for loaded links", () => {
    const links = new Map<string, FolderLink>([["a", { name: "A", parentKey: "root" }]]);
    expect(pathOf(links, "a", "root").crumbs).toEqual([{ id: "a", name: "A" }]);
  });
});
