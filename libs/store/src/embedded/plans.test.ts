import { beforeAll, describe, expect, it } from "bun:test";
import type { StoredDocument } from "../port.ts";
import type { EmbeddedCollection } from "./embedded-collection.ts";
import { createEmbeddedStore } from "./embedded-store.ts";

interface Entry extends StoredDocument {
  group: number;
  at: string;
  name: string;
  tags: string[];
  note: string;
}

const at = (i: number) => `2024-01-01T00:00:${String(i % 60).padStart(2, "0")}.${String(i).padStart(4, "0")}Z`;

let entries: EmbeddedCollection<Entry>;

beforeAll(async () => {
  entries = createEmbeddedStore({ dataDir: null }).database("app").collection<Entry>("entries");
  await entries.createIndexes([
    { name: "group_recent", keys: { group: 1, at: -1 } },
    { name: "group_name", keys: { group: 1, name: 1 } },
    { name: "tag_recent", keys: { tags: 1, at: -1 } },
  ]);
  await entries.insertMany(
    Array.from({ length: 1000 }, (_, i) => ({
      _id: `e${String(i).padStart(4, "0")}`,
      group: i % 10,
      at: at(i),
      name: `entry ${i} ${i % 100 === 7 ? "needle" : "hay"}`,
      tags: [`t${i % 4}`, `u${i % 5}`],
      note: `n${i}`,
    })),
  );
});

describe("how the embedded store answers reads", () => {
  it("walks an index for a sorted page and stops after the page", async () => {
    const options = { sort: { at: -1 }, limit: 5 } as const;
    expect(entries.explain({ group: 3 }, options)).toEqual({ index: "group_recent", scanned: 5 });
    const page = await entries.find({ group: 3 }, options);
    const all = (await entries.find({ group: 3 }))
      .map((entry) => entry.at)
      .sort()
      .reverse();
    expect(page.map((entry) => entry.at)).toEqual(all.slice(0, 5));
  });

  it("starts a later page at its cursor", async () => {
    const [, , last] = await entries.find({ group: 3 }, { sort: { at: -1 }, limit: 3 });
    const cursor = last as Entry;
    const filter = { group: 3, $or: [{ at: { $lt: cursor.at } }, { at: cursor.at, _id: { $lt: cursor._id } }] };
    // The range includes its edge (the cursor's own time), so the cursor's entry is read once more.
    expect(entries.explain(filter, { sort: { at: -1 }, limit: 5 }).scanned).toBe(6);
    expect(await entries.countDocuments(filter)).toBe(97);
  });

  it("walks a multikey index by its equality, not sorting on the array field", async () => {
    expect(entries.explain({ tags: "t1" }, { sort: { at: -1 }, limit: 4 })).toEqual({
      index: "tag_recent",
      scanned: 4,
    });
    expect(entries.explain({ tags: { $in: ["t1", "u2"] } })).toEqual({ index: "tag_recent", scanned: 400 });
    expect(await entries.countDocuments({ tags: { $in: ["t1", "u2"] } })).toBe(400);
  });

  it("tests a literal pattern on the index entries before reading any document", async () => {
    const filter = { group: 7, name: { $regex: "needle" } };
    expect(entries.explain(filter)).toEqual({ index: "group_name", scanned: 10 });
    expect(await entries.countDocuments(filter)).toBe(10);
    // A pattern with metacharacters cannot be tested that way: the group's entries are matched.
    expect(entries.explain({ group: 7, name: { $regex: "need.e" } }).scanned).toBe(100);
  });

  it("tests required text on index entries, or on the stored JSON when no index holds the field", async () => {
    expect(entries.explain({ name: "entry 107 needle" })).toEqual({ index: "group_name", scanned: 1 });
    expect(entries.explain({ note: "n107" })).toEqual({ index: null, scanned: 1 });
    expect(await entries.find({ note: "n107" })).toHaveLength(1);
    expect(entries.explain({ name: { $regex: "needle", $options: "i" } })).toEqual({ index: null, scanned: 1000 });
    expect(await entries.countDocuments({ name: { $regex: "NEEDLE", $options: "i" } })).toBe(10);
  });

  it("looks documents up by id", async () => {
    expect(entries.explain({ _id: { $in: ["e0001", "e0002", "nope"] } })).toEqual({ index: "_id_", scanned: 2 });
  });

  it("reads a document by its id alone as any other read would", async () => {
    expect(await entries.findOne({ _id: "e0042" })).toMatchObject({ _id: "e0042", group: 2, note: "n42" });
    expect(await entries.findOne({ _id: "e0042" }, { projection: { note: 1 } })).toEqual({
      _id: "e0042",
      note: "n42",
    } as Entry);
    expect(await entries.find({ _id: "e0042" }, { skip: 1 })).toEqual([]);
    expect(await entries.find({ _id: "e0042" }, { sort: { at: -1 }, limit: 3 })).toHaveLength(1);
    expect(await entries.findOne({ _id: "nope" })).toBeNull();
    // An id that is not a string, or an id with any other condition, goes through the planner.
    expect(await entries.findOne({ _id: 42 } as never)).toBeNull();
    expect(await entries.findOne({ _id: "e0042", group: 3 })).toBeNull();
    expect(await entries.findOne({ _id: "e0042", group: 2 })).toMatchObject({ _id: "e0042" });
  });

  it("reads by id from a collection that has no table yet", async () => {
    const empty = createEmbeddedStore({ dataDir: null }).database("app").collection<Entry>("never_written");
    expect(await empty.findOne({ _id: "e0001" })).toBeNull();
  });
});

describe("reads that an index answers out of insertion order", () => {
  interface Part extends StoredDocument {
    owner: string;
    version: string;
    note?: string;
  }
  // Inserted in an order that is not the index's: the index walks version "a" first.
  const inserted = [
    { _id: "p1", owner: "o", version: "c" },
    { _id: "p2", owner: "o", version: "a", note: "kept" },
    { _id: "p3", owner: "o", version: "b" },
    { _id: "p4", owner: "other", version: "a" },
  ];
  const parts = async () => {
    const collection = createEmbeddedStore({ dataDir: null }).database("app").collection<Part>("parts");
    await collection.createIndexes([{ name: "owner_version", keys: { owner: 1, version: 1 } }]);
    await collection.insertMany(inserted.map((part) => ({ ...part })));
    return collection;
  };

  it("gives every match in insertion order, whether it reads them all or stops at the first", async () => {
    const collection = await parts();
    expect(collection.explain({ owner: "o" }).index).toBe("owner_version");
    expect((await collection.find({ owner: "o" })).map((part) => part._id)).toEqual(["p1", "p2", "p3"]);
    expect((await collection.findOne({ owner: "o" }))?._id).toBe("p1");
    expect((await collection.find({ owner: "o", version: { $lt: "c" } })).map((part) => part._id)).toEqual([
      "p2",
      "p3",
    ]);
    expect((await collection.find({ _id: { $in: ["p3", "p1"] } })).map((part) => part._id)).toEqual(["p1", "p3"]);
  });

  it("updates the first match in insertion order, and deletes exactly the matches", async () => {
    const collection = await parts();
    const updated = await collection.findOneAndUpdate(
      { owner: "o", version: { $gt: "a" } },
      { $set: { note: "first" } },
      { returnDocument: "after" },
    );
    expect(updated).toEqual({ _id: "p1", owner: "o", version: "c", note: "first" });
    expect(await collection.deleteMany({ owner: "o", version: { $ne: "a" } })).toBe(2);
    expect((await collection.find({})).map((part) => part._id)).toEqual(["p2", "p4"]);
  });

  it("tests text the index does not hold on each candidate's document", async () => {
    const collection = await parts();
    expect((await collection.find({ owner: "o", note: "kept" })).map((part) => part._id)).toEqual(["p2"]);
    expect(await collection.find({ owner: "o", note: "absent" })).toEqual([]);
  });
});

describe("enumerable properties inherited from Object.prototype", () => {
  it("never reach a stored document, a filter or an update", async () => {
    const collection = createEmbeddedStore({ dataDir: null }).database("app").collection<Entry>("polluted");
    await collection.createIndexes([{ name: "group_name", keys: { group: 1, name: 1 } }]);
    Object.defineProperty(Object.prototype, "polluted", { value: "yes", enumerable: true, configurable: true });
    try {
      await collection.insertOne({ _id: "x1", group: 1, at: at(1), name: "one", tags: [], note: "" });
      await collection.updateOne({ _id: "x1", group: 1 }, { $set: { note: "set" } });
      const [stored] = await collection.find({ group: 1 });
      expect(stored && Object.keys(stored)).toEqual(["_id", "group", "at", "name", "tags", "note"]);
      expect(stored?.note).toBe("set");
    } finally {
      delete (Object.prototype as Record<string, unknown>).polluted;
    }
  });
});
