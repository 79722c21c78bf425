import { describe, expect, it } from "bun:test";
import { type FolderLink, fitsDepth, MAX_FOLDER_DEPTH, movesIntoItself, pathOf } from "./index.ts";

const folders = new Map<string, FolderLink>([
  ["a", { name: "A", parentKey: "root" }],
  ["b", { name: "B", parentKey: "a" }],
  ["c", { name: "C", parentKey: "b" }],
  ["x", { name: "X", parentKey: "y" }],
  ["y", { name: "Y", parentKey: "x" }],
  ["o", { name: "O", parentKey: "gone" }],
]);

describe("folder tree rules", () => {
  it("walks from the root down to the folder", () => {
    expect(pathOf(folders, "c", "root")).toEqual({
      crumbs: [
        { id: "a", name: "A" },
        { id: "b", name: "B" },
        { id: "c", name: "C" },
      ],
      broken: false,
      cyclic: false,
    });
    expect(pathOf(folders, "root", "root").crumbs).toEqual([]);
  });

  it("reports a missing ancestor and a cycle instead of looping", () => {
    expect(pathOf(folders, "o", "root")).toMatchObject({ broken: true, cyclic: false });
    expect(pathOf(folders, "x", "root")).toMatchObject({ broken: false, cyclic: true });
  });

  it("refuses a move into the folder itself or a descendant", () => {
    const pathOfC = pathOf(folders, "c", "root").crumbs;
    expect(movesIntoItself(new Set(["a"]), pathOfC)).toBe(true);
    expect(movesIntoItself(new Set(["c"]), pathOfC)).toBe(true);
    expect(movesIntoItself(new Set(["z"]), pathOfC)).toBe(false);
  });

  it("bounds the depth", () => {
    expect(fitsDepth(0, MAX_FOLDER_DEPTH)).toBe(true);
    expect(fitsDepth(1, MAX_FOLDER_DEPTH)).toBe(false);
    expect(fitsDepth(MAX_FOLDER_DEPTH - 1, 1)).toBe(true);
  });
});
