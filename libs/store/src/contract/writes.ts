import { describe, expect, it } from "bun:test";
import { DuplicateKeyError } from "../port.ts";
import { OutsideSubsetError } from "../subset.ts";
import { type ContractContext, type Doc, expectDuplicateKey, ids, rejection } from "./context.ts";

export function writeContract(ctx: ContractContext): void {
  describe("inserting, reading back and deleting", () => {
    it("returns an inserted document unchanged, nested values and dates included", async () => {
      const items = ctx.collection();
      const doc = {
        _id: "a",
        name: "Ada",
        count: 3,
        ratio: 0.5,
        active: true,
        nothing: null,
        tags: ["x", "y"],
        address: { city: "Paris", geo: { lat: 1.5 } },
        lines: [{ sku: "s1", qty: 2 }],
        createdAt: new Date("2024-05-01T10:00:00.000Z"),
      };
      await items.insertOne(doc);
      const found = await items.findOne({ _id: "a" });
      expect(found).toEqual(doc);
      expect(found?.createdAt).toBeInstanceOf(Date);
      expect(await items.findOne({ _id: "missing" })).toBeNull();
      expect(await items.find({ name: "Nobody" })).toEqual([]);
    });

    it("hands out copies: mutating inputs or results never changes what is stored", async () => {
      const items = ctx.collection();
      const doc = { _id: "a", tags: ["x"], nested: { n: 1 } };
      await items.insertOne(doc);
      doc.tags.push("changed-input");
      doc.nested.n = 99;
      const first = await items.findOne({ _id: "a" });
      expect(first).toEqual({ _id: "a", tags: ["x"], nested: { n: 1 } });
      if (!first) throw new Error("not found");
      (first.tags as string[]).push("changed-output");
      const [listed] = await items.find({});
      if (!listed) throw new Error("not listed");
      (listed.nested as { n: number }).n = 42;
      expect(await items.findOne({ _id: "a" })).toEqual({ _id: "a", tags: ["x"], nested: { n: 1 } });
    });

    it("rejects a second document with the same _id and keeps the first", async () => {
      const items = ctx.collection();
      await items.insertOne({ _id: "a", v: 1 });
      await expectDuplicateKey(items.insertOne({ _id: "a", v: 2 }), { _id: 1 });
      expect(await items.find({})).toEqual([{ _id: "a", v: 1 }]);
    });

    it("inserts many documents at once, and an empty batch is a no-op", async () => {
      const items = ctx.collection();
      await items.insertMany([
        { _id: "a", n: 1 },
        { _id: "b", n: 2 },
        { _id: "c", n: 3 },
      ]);
      await items.insertMany([]);
      expect(await ids(items, {})).toEqual(["a", "b", "c"]);
    });

    it("fails insertMany on a duplicate _id without touching the existing document", async () => {
      const items = ctx.collection();
      await items.insertOne({ _id: "b", v: "original" });
      const error = await rejection(items.insertMany([{ _id: "b", v: "replacement" }]));
      expect(error).toBeInstanceOf(DuplicateKeyError);
      expect(await items.findOne({ _id: "b" })).toEqual({ _id: "b", v: "original" });
    });

    it("requires a string _id and field names without a leading $", async () => {
      const items = ctx.collection();
      expect(await rejection(items.insertOne({ _id: 5 } as unknown as Doc))).toBeInstanceOf(OutsideSubsetError);
      expect(await rejection(items.insertOne({ _id: "a", $bad: 1 }))).toBeInstanceOf(OutsideSubsetError);
      expect(await items.countDocuments({})).toBe(0);
    });

    it("deletes one matching document, or every matching document", async () => {
      const items = ctx.collection();
      await items.insertMany([
        { _id: "a", kind: "x" },
        { _id: "b", kind: "x" },
        { _id: "c", kind: "y" },
        { _id: "d", kind: "x" },
      ]);
      expect(await items.deleteOne({ kind: "x" })).toBe(1);
      expect(await items.countDocuments({ kind: "x" })).toBe(2);
      expect(await items.deleteOne({ kind: "none" })).toBe(0);
      expect(await items.deleteMany({ kind: "x" })).toBe(2);
      expect(await ids(items, {})).toEqual(["c"]);
      expect(await items.deleteMany({ kind: "x" })).toBe(0);
      expect(await items.deleteMany({})).toBe(1);
      expect(await items.countDocuments({})).toBe(0);
    });

    it("lets a deleted _id be inserted again", async () => {
      const items = ctx.collection();
      await items.insertOne({ _id: "a", v: 1 });
      await items.deleteOne({ _id: "a" });
      await items.insertOne({ _id: "a", v: 2 });
      expect(await items.findOne({ _id: "a" })).toEqual({ _id: "a", v: 2 });
    });
  });
}
