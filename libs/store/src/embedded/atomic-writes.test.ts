import { describe, expect, it } from "bun:test";
import { DuplicateKeyError, type StoredDocument } from "../port.ts";
import { createEmbeddedStore } from "./embedded-store.ts";
import { ParallelArraysError } from "./index-keys.ts";

interface User extends StoredDocument {
  email: string;
  group?: string;
  n?: number;
}

function users() {
  return createEmbeddedStore({ dataDir: null }).database("app").collection<User>("users");
}

// MongoDB applies multi-document writes one document at a time; the embedded store is stricter
// and applies each write as one SQLite transaction, whole or not at all, which these tests pin down.
describe("embedded multi-document writes are all or nothing", () => {
  it("an updateMany that would break a unique index changes no document", async () => {
    const collection = users();
    await collection.createIndexes([{ keys: { email: 1 }, unique: true }]);
    await collection.insertMany([
      { _id: "a", email: "a", group: "g", n: 0 },
      { _id: "b", email: "b", group: "g", n: 0 },
      { _id: "c", email: "c", group: "g", n: 0 },
    ]);
    await expect(collection.updateMany({ group: "g" }, { $set: { email: "same" }, $inc: { n: 1 } })).rejects.toThrow(
      DuplicateKeyError,
    );
    expect(await collection.find({}, { sort: { _id: 1 } })).toEqual([
      { _id: "a", email: "a", group: "g", n: 0 },
      { _id: "b", email: "b", group: "g", n: 0 },
      { _id: "c", email: "c", group: "g", n: 0 },
    ]);
  });

  it("an insertMany with a duplicate inside the batch inserts none of it", async () => {
    const collection = users();
    await collection.createIndexes([{ keys: { email: 1 }, unique: true }]);
    await expect(
      collection.insertMany([
        { _id: "a", email: "x" },
        { _id: "b", email: "y" },
        { _id: "c", email: "x" },
      ]),
    ).rejects.toThrow(DuplicateKeyError);
    await expect(
      collection.insertMany([
        { _id: "d", email: "d" },
        { _id: "d", email: "e" },
      ]),
    ).rejects.toThrow(DuplicateKeyError);
    expect(await collection.countDocuments({})).toBe(0);
  });

  it("lets documents keep their own unique values through an updateMany", async () => {
    const collection = users();
    await collection.createIndexes([{ keys: { email: 1 }, unique: true }]);
    await collection.insertMany([
      { _id: "a", email: "1", group: "g" },
      { _id: "b", email: "2", group: "g" },
    ]);
    expect((await collection.updateMany({ group: "g" }, { $set: { group: "h" } })).modifiedCount).toBe(2);
    expect(await collection.countDocuments({ group: "h" })).toBe(2);
  });

  it("a failed createIndexes adds none of the indexes it was given", async () => {
    const collection = users();
    await collection.insertMany([
      { _id: "a", email: "dup" },
      { _id: "b", email: "dup" },
    ]);
    await expect(
      collection.createIndexes([{ keys: { group: 1 } }, { keys: { email: 1 }, unique: true }]),
    ).rejects.toThrow(DuplicateKeyError);
    expect((await collection.listIndexes()).map((index) => index.name)).toEqual(["_id_"]);
  });

  it("refuses documents with arrays in two fields of one compound index, like MongoDB", async () => {
    const collection = createEmbeddedStore({ dataDir: null })
      .database("app")
      .collection<StoredDocument & Record<string, unknown>>("pairs");
    await collection.createIndexes([{ keys: { a: 1, b: 1 } }]);
    await collection.insertOne({ _id: "ok", a: [1, 2], b: 3 });
    await expect(collection.insertOne({ _id: "bad", a: [1, 2], b: [3, 4] })).rejects.toThrow(ParallelArraysError);
    expect(await collection.countDocuments({})).toBe(1);
    // Two fields inside the same array are not parallel.
    await collection.createIndexes([{ keys: { "items.sku": 1, "items.qty": 1 } }]);
    await collection.insertOne({
      _id: "same-array",
      items: [
        { sku: "x", qty: 1 },
        { sku: "y", qty: 2 },
      ],
    });
    expect(collection.explain({ "items.sku": "y", "items.qty": 2 })).toEqual({
      index: "items.sku_1_items.qty_1",
      scanned: 1,
    });
    expect(await collection.find({ "items.sku": "y", "items.qty": 2 })).toHaveLength(1);
  });

  it("rejects values the engine cannot store, without storing anything", async () => {
    const collection = users();
    await expect(collection.insertOne({ _id: "a", email: "x", n: 1n as unknown as number })).rejects.toThrow(TypeError);
    await expect(collection.insertOne({ _id: "b", email: new Map() as unknown as string })).rejects.toThrow(TypeError);
    expect(await collection.countDocuments({})).toBe(0);
  });
});
