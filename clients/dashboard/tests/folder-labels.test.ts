import { describe, expect, it } from "bun:test";
import { folderLabels } from "../src/domain/folder-labels.ts";

describe("folder labels", () => {
  it("names each folder by its path from the root", () => {
    const labels = folderLabels([
      { id: "hr", name: "HR", parent_folder_id: "policies" },
      { id: "policies", name: "Policies", parent_folder_id: null },
      { id: "leave", name: "Leave", parent_folder_id: "hr" },
    ]);
    expect(Object.fromEntries(labels)).toEqual({
      hr: "Policies / HR",
      policies: "Policies",
      leave: "Policies / HR / Leave",
    });
  });

  it("starts a path at a folder whose parent it was not given, and ends a cycle", () => {
    const labels = folderLabels([
      { id: "orphan", name: "Orphan", parent_folder_id: "missing" },
      { id: "a", name: "A", parent_folder_id: "b" },
      { id: "b", name: "B", parent_folder_id: "a" },
    ]);
    expect(labels.get("orphan")).toBe("Orphan");
    expect(labels.get("a")?.split(" / ")).toHaveLength(32);
  });
});
