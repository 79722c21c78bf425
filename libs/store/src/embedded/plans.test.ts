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
