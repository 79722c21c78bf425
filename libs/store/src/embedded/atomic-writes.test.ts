import { describe, expect, it } from "bun:test";
import { DuplicateKeyError, type StoredDocument } from "../port.ts";
import { createEmbeddedStore } from "./embedded-store.ts";

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

  it("rejects values the engine cannot store, without storing anything", async () => {
    const collection = users();
    await expect(collection.insertOne({ _id: "a", email: "x", n: 1n as unknown as number })).rejects.toThrow(TypeError);
    await expect(collection.insertOne({ _id: "b", email: new Map() as unknown as string })).rejects.toThrow(TypeError);
    expect(await collection.countDocuments({})).toBe(0);
  });
});
