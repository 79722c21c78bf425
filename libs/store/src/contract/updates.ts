import { describe, expect, it } from "bun:test";
import type { Collection, Update } from "../port.ts";
import { OutsideSubsetError } from "../subset.ts";
import { type ContractContext, type Doc, rejection } from "./context.ts";

async function withDoc(ctx: ContractContext, doc: Doc): Promise<Collection<Doc>> {
  const items = ctx.collection();
  await items.insertOne(doc);
  return items;
}

export function updateContract(ctx: ContractContext): void {
  describe("update operators", () => {
    it("$set replaces values and creates nested paths", async () => {
      const items = await withDoc(ctx, { _id: "a", name: "old", meta: { keep: true } });
      const result = await items.updateOne({ _id: "a" }, { $set: { name: "new", "meta.level": 2, "fresh.deep": "x" } });
      expect(result).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
      expect(await items.findOne({ _id: "a" })).toEqual({
        _id: "a",
        name: "new",
        meta: { keep: true, level: 2 },
        fresh: { deep: "x" },
      });
    });

    it("reports a match without a modification when nothing changes", async () => {
      const items = await withDoc(ctx, { _id: "a", name: "same" });
      const result = await items.updateOne({ _id: "a" }, { $set: { name: "same" } });
      expect(result).toEqual({ matchedCount: 1, modifiedCount: 0, upsertedId: null });
    });

    it("$unset removes fields, and ignores missing ones", async () => {
      const items = await withDoc(ctx, { _id: "a", gone: 1, nested: { gone: 2, stays: 3 } });
      await items.updateOne({ _id: "a" }, { $unset: { gone: "", "nested.gone": "", never: "" } });
      expect(await items.findOne({ _id: "a" })).toEqual({ _id: "a", nested: { stays: 3 } });
    });

    it("$inc adds to numbers and starts missing fields from zero", async () => {
      const items = await withDoc(ctx, { _id: "a", n: 5, stats: { hits: 1 } });
      await items.updateOne({ _id: "a" }, { $inc: { n: -2, "stats.hits": 10, created: 1.5 } });
      expect(await items.findOne({ _id: "a" })).toEqual({ _id: "a", n: 3, stats: { hits: 11 }, created: 1.5 });
    });

    it("rejects $inc on a non-number and leaves the document as it was", async () => {
      const items = await withDoc(ctx, { _id: "a", label: "text", n: 1 });
      await rejection(items.updateOne({ _id: "a" }, { $inc: { label: 1, n: 1 } }));
      expect(await items.findOne({ _id: "a" })).toEqual({ _id: "a", label: "text", n: 1 });
    });

    it("$push appends one value or several with $each, creating the array if needed", async () => {
      const items = await withDoc(ctx, { _id: "a", tags: ["x"] });
      await items.updateOne({ _id: "a" }, { $push: { tags: "y", fresh: 1 } });
      await items.updateOne({ _id: "a" }, { $push: { tags: { $each: ["z", "x"] } } });
      expect(await items.findOne({ _id: "a" })).toEqual({ _id: "a", tags: ["x", "y", "z", "x"], fresh: [1] });
    });

    it("$pull removes equal values or elements matching a condition", async () => {
      const items = await withDoc(ctx, {
        _id: "a",
        tags: ["x", "y", "x", "z"],
        lines: [
          { sku: "a", qty: 1 },
          { sku: "b", qty: 5 },
          { sku: "c", qty: 9 },
        ],
      });
      await items.updateOne({ _id: "a" }, { $pull: { tags: "x", lines: { qty: { $gte: 5 } } } });
      expect(await items.findOne({ _id: "a" })).toEqual({ _id: "a", tags: ["y", "z"], lines: [{ sku: "a", qty: 1 }] });
      const none = await items.updateOne({ _id: "a" }, { $pull: { tags: "absent" } });
      expect(none.modifiedCount).toBe(0);
    });

    it("$pull by equalities and $in removes the matching documents only, beside $set", async () => {
      const items = await withDoc(ctx, {
        _id: "a",
        events: [
          { id: "e1", topic: "t" },
          { id: "e2", topic: "t", tags: ["x"] },
          { id: "e3", topic: "u" },
          { id: ["e1"], topic: "t" },
          "e1",
          { topic: "t" },
        ],
      });
      await items.updateOne(
        { _id: "a" },
        { $pull: { events: { id: { $in: ["e1", "e2"] }, topic: "t" } }, $set: { n: 1 } },
      );
      expect(await items.findOne({ _id: "a" })).toEqual({
        _id: "a",
        events: [{ id: "e3", topic: "u" }, "e1", { topic: "t" }],
        n: 1,
      });
      const none = await items.updateOne({ _id: "a" }, { $pull: { events: { id: "e9" } } });
      expect(none.modifiedCount).toBe(0);
    });

    it("$max only moves a value upwards, comparing dates as dates, and sets a missing field", async () => {
      const items = await withDoc(ctx, { _id: "a", high: 5, last: new Date("2024-02-01T00:00:00Z") });
      const lower = await items.updateOne({ _id: "a" }, { $max: { high: 3, last: new Date("2024-01-01T00:00:00Z") } });
      expect(lower.modifiedCount).toBe(0);
      await items.updateOne({ _id: "a" }, { $max: { high: 9, last: new Date("2024-03-01T00:00:00Z"), fresh: 4 } });
      expect(await items.findOne({ _id: "a" })).toEqual({
        _id: "a",
        high: 9,
        last: new Date("2024-03-01T00:00:00Z"),
        fresh: 4,
      });
    });

    it("applies several operators in one update", async () => {
      const items = await withDoc(ctx, { _id: "a", n: 1, tags: [], old: true });
      await items.updateOne(
        { _id: "a" },
        { $set: { status: "done" }, $inc: { n: 1 }, $push: { tags: "t" }, $unset: { old: "" } },
      );
      expect(await items.findOne({ _id: "a" })).toEqual({ _id: "a", n: 2, tags: ["t"], status: "done" });
    });

    it("updateOne changes one match, updateMany every match", async () => {
      const items = ctx.collection();
      await items.insertMany([
        { _id: "a", group: 1, seen: false },
        { _id: "b", group: 1, seen: false },
        { _id: "c", group: 2, seen: false },
        { _id: "d", group: 1, seen: true },
      ]);
      expect(await items.updateOne({ group: 1 }, { $set: { flagged: true } })).toEqual({
        matchedCount: 1,
        modifiedCount: 1,
        upsertedId: null,
      });
      expect(await items.countDocuments({ flagged: true })).toBe(1);
      expect(await items.updateMany({ group: 1 }, { $set: { seen: true } })).toEqual({
        matchedCount: 3,
        modifiedCount: 2,
        upsertedId: null,
      });
      expect(await items.countDocuments({ seen: true })).toBe(3);
      expect(await items.findOne({ _id: "c" })).toEqual({ _id: "c", group: 2, seen: false });
      expect(await items.updateOne({ group: 9 }, { $set: { seen: true } })).toEqual({
        matchedCount: 0,
        modifiedCount: 0,
        upsertedId: null,
      });
      expect(await items.updateMany({ group: 9 }, { $set: { seen: true } })).toEqual({
        matchedCount: 0,
        modifiedCount: 0,
        upsertedId: null,
      });
    });

    it("replaceOne swaps the whole document but keeps its _id", async () => {
      const items = await withDoc(ctx, { _id: "a", v: 1, extra: "gone soon" });
      expect(await items.replaceOne({ v: 1 }, { _id: "a", v: 2 })).toEqual({
        matchedCount: 1,
        modifiedCount: 1,
        upsertedId: null,
      });
      expect(await items.findOne({ _id: "a" })).toEqual({ _id: "a", v: 2 });
      expect(await items.replaceOne({ v: 1 }, { _id: "a", v: 3 })).toEqual({
        matchedCount: 0,
        modifiedCount: 0,
        upsertedId: null,
      });
      await rejection(items.replaceOne({ _id: "a" }, { _id: "other", v: 4 }));
      expect(await items.find({})).toEqual([{ _id: "a", v: 2 }]);
    });

    it("never changes _id, and rejects updates outside the subset", async () => {
      const items = await withDoc(ctx, { _id: "a", v: 1 });
      await rejection(items.updateOne({ _id: "a" }, { $set: { _id: "b" } }));
      expect(await rejection(items.updateOne({ _id: "a" }, { $rename: { v: "w" } }))).toBeInstanceOf(
        OutsideSubsetError,
      );
      expect(await rejection(items.updateOne({ _id: "a" }, { v: 2 } as never))).toBeInstanceOf(OutsideSubsetError);
      for (const unused of [{ $addToSet: { list: 1 } }, { $min: { v: 0 } }] as Update[]) {
        expect(await rejection(items.updateOne({ _id: "a" }, unused))).toBeInstanceOf(OutsideSubsetError);
      }
      expect(await rejection(items.updateOne({ _id: "a" }, {}))).toBeInstanceOf(OutsideSubsetError);
      const positional = items.updateOne({ _id: "a" }, { $set: { "list.$": 1 } });
      expect(await rejection(positional)).toBeInstanceOf(OutsideSubsetError);
      const sliced = items.updateOne({ _id: "a" }, { $push: { list: { $each: [1], $slice: 1 } } });
      expect(await rejection(sliced)).toBeInstanceOf(OutsideSubsetError);
      expect(await items.find({})).toEqual([{ _id: "a", v: 1 }]);
    });
  });
}
