import { describe, expect, it } from "bun:test";
import { OutsideSubsetError } from "../subset.ts";
import { type ContractContext, rejection } from "./context.ts";

export function upsertContract(ctx: ContractContext): void {
  describe("upserts", () => {
    it("inserts from the filter's equalities, the update and $setOnInsert when nothing matches", async () => {
      const items = ctx.collection();
      const result = await items.updateOne(
        { _id: "u1", tenant: "t1", "meta.kind": "k", score: { $gt: 5 }, $and: [{ region: "eu" }] },
        { $set: { name: "new" }, $inc: { hits: 1 }, $setOnInsert: { createdBy: "upsert" } },
        { upsert: true },
      );
      expect(result).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedId: "u1" });
      expect(await items.findOne({ _id: "u1" })).toEqual({
        _id: "u1",
        tenant: "t1",
        meta: { kind: "k" },
        region: "eu",
        name: "new",
        hits: 1,
        createdBy: "upsert",
      });
    });

    it("updates the match and ignores $setOnInsert when something matches", async () => {
      const items = ctx.collection();
      await items.insertOne({ _id: "a", key: "k", hits: 1 });
      const result = await items.updateOne(
        { key: "k" },
        { $inc: { hits: 1 }, $setOnInsert: { createdBy: "upsert" } },
        { upsert: true },
      );
      expect(result).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
      expect(await items.find({})).toEqual([{ _id: "a", key: "k", hits: 2 }]);
    });

    it("gives an upserted document a string _id when the filter has none", async () => {
      const items = ctx.collection();
      const result = await items.updateOne({ email: "x@y.z" }, { $set: { name: "X" } }, { upsert: true });
      expect(typeof result.upsertedId).toBe("string");
      const stored = await items.findOne({ email: "x@y.z" });
      expect(stored).toEqual({ _id: result.upsertedId as string, email: "x@y.z", name: "X" });
      expect(await items.findOne({ _id: result.upsertedId as string })).not.toBeNull();
      const again = await items.updateOne({ email: "x@y.z" }, { $set: { name: "Y" } }, { upsert: true });
      expect(again).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
      expect(await items.countDocuments({})).toBe(1);
    });

    it("takes the _id from $setOnInsert when the filter has none", async () => {
      const items = ctx.collection();
      const result = await items.updateOne(
        { slug: "s" },
        { $set: { v: 1 }, $setOnInsert: { _id: "chosen" } },
        { upsert: true },
      );
      expect(result.upsertedId).toBe("chosen");
      expect(await items.find({})).toEqual([{ _id: "chosen", slug: "s", v: 1 }]);
      // Setting _id to the value it already has is allowed; changing it is not.
      await items.updateOne({ _id: "chosen" }, { $set: { _id: "chosen", v: 2 } });
      await rejection(items.updateOne({ _id: "chosen" }, { $set: { _id: "other" } }));
      expect(await items.find({})).toEqual([{ _id: "chosen", slug: "s", v: 2 }]);
    });

    it("findOneAndUpdate upserts, returning the new document only when asked for 'after'", async () => {
      const items = ctx.collection();
      const after = await items.findOneAndUpdate(
        { _id: "c1" },
        { $inc: { n: 1 }, $setOnInsert: { kind: "counter" } },
        { upsert: true, returnDocument: "after" },
      );
      expect(after).toEqual({ _id: "c1", n: 1, kind: "counter" });
      const before = await items.findOneAndUpdate({ _id: "c2" }, { $inc: { n: 1 } }, { upsert: true });
      expect(before).toBeNull();
      expect(await items.findOne({ _id: "c2" })).toEqual({ _id: "c2", n: 1 });
      const updated = await items.findOneAndUpdate(
        { _id: "c1" },
        { $inc: { n: 1 }, $setOnInsert: { kind: "other" } },
        { upsert: true, returnDocument: "after" },
      );
      expect(updated).toEqual({ _id: "c1", n: 2, kind: "counter" });
    });

    it("replaceOne upserts the replacement when nothing matches", async () => {
      const items = ctx.collection();
      const result = await items.replaceOne({ _id: "r1" }, { _id: "r1", v: 1 }, { upsert: true });
      expect(result).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedId: "r1" });
      const replaced = await items.replaceOne({ _id: "r1" }, { _id: "r1", v: 2 }, { upsert: true });
      expect(replaced).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
      expect(await items.find({})).toEqual([{ _id: "r1", v: 2 }]);
    });

    it("requires an upserting replacement to carry or pin its _id", async () => {
      const items = ctx.collection();
      const withoutId = items.replaceOne({ v: 1 }, { v: 1 } as never, { upsert: true });
      expect(await rejection(withoutId)).toBeInstanceOf(OutsideSubsetError);
      expect(await items.countDocuments({})).toBe(0);
    });
  });
}
