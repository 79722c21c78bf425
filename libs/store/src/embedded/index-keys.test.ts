import { describe, expect, it } from "bun:test";
import { indexEntries, ParallelArraysError, sameIndexEntries } from "./index-keys.ts";

describe("sameIndexEntries: whether an update must rewrite a document's index entries", () => {
  const fields = ["workspace_id", "status"];

  it("keeps entries when the indexed fields hold the same plain values, whatever else changed", () => {
    const before = { _id: "d1", workspace_id: "ws_1", status: "indexing", lease_until: "a" };
    expect(sameIndexEntries("i", fields, before, { ...before, lease_until: "b" })).toBe(true);
  });

  it("rewrites them when an indexed value changes, or its type does", () => {
    const before = { _id: "d1", workspace_id: "ws_1", status: "indexing" };
    expect(sameIndexEntries("i", fields, before, { ...before, status: "ready" })).toBe(false);
    expect(sameIndexEntries("i", ["n"], { n: 1 }, { n: "1" })).toBe(false);
    expect(sameIndexEntries("i", ["n"], { n: 1 }, { n: true })).toBe(false);
  });

  it("treats a missing field and null alike, as the index does", () => {
    expect(sameIndexEntries("i", ["folder_id"], { folder_id: null }, {})).toBe(true);
    expect(sameIndexEntries("i", ["folder_id"], { folder_id: null }, { folder_id: "f1" })).toBe(false);
  });

  it("compares dates by their time, not by the object", () => {
    const at = new Date("2026-01-01T00:00:00Z");
    expect(sameIndexEntries("i", ["at"], { at }, { at: new Date(at.getTime()) })).toBe(true);
    expect(sameIndexEntries("i", ["at"], { at }, { at: new Date(at.getTime() + 1) })).toBe(false);
    expect(sameIndexEntries("i", ["n"], { n: Number.NaN }, { n: Number.NaN })).toBe(true);
  });

  it("compares array and embedded values entry by entry", () => {
    expect(sameIndexEntries("i", ["tags"], { tags: ["a", "b"] }, { tags: ["a", "b"] })).toBe(true);
    expect(sameIndexEntries("i", ["tags"], { tags: ["a", "b"] }, { tags: ["a", "c"] })).toBe(false);
    expect(sameIndexEntries("i", ["tags"], { tags: ["a", "b"] }, { tags: ["a", "b", "b"] })).toBe(true);
    expect(sameIndexEntries("i", ["meta.kind"], { meta: { kind: "x" } }, { meta: { kind: "x", n: 1 } })).toBe(true);
    expect(sameIndexEntries("i", ["meta.kind"], { meta: { kind: "x" } }, { meta: { kind: "y" } })).toBe(false);
  });

  it("refuses parallel arrays in the updated document, naming the index", () => {
    expect(() =>
      sameIndexEntries("tags_and_ids", ["tags", "ids"], { tags: ["a"], ids: 1 }, { tags: ["a"], ids: [1, 2] }),
    ).toThrow(ParallelArraysError);
    expect(() => indexEntries("tags_and_ids", ["tags", "ids"], { tags: ["a"], ids: [1, 2] })).toThrow(/tags_and_ids/);
  });
});
