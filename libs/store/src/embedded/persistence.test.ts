import { afterAll, describe, expect, it } from "bun:test";
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, truncateSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DuplicateKeyError, type StoredDocument } from "../port.ts";
import { LogCorruptError } from "./collection-log.ts";
import { createEmbeddedStore, type EmbeddedStoreOptions } from "./embedded-store.ts";

interface Item extends StoredDocument {
  n?: number;
  email?: string;
  tags?: string[];
  at?: Date;
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "cx-store-persist-"));
  dirs.push(dir);
  return dir;
}

function open(dataDir: string, options: Partial<EmbeddedStoreOptions> = {}) {
  const store = createEmbeddedStore({ dataDir, ...options });
  return { store, items: store.database("app").collection<Item>("items") };
}

function logLines(dataDir: string): string[] {
  return readFileSync(join(dataDir, "app", "items.jsonl"), "utf8")
    .split("\n")
    .filter(Boolean);
}

describe("embedded persistence", () => {
  it("brings back documents, updates, deletes, indexes and dates after a restart", async () => {
    const dir = tempDir();
    const first = open(dir);
    await first.items.createIndexes([{ keys: { email: 1 }, unique: true }, { keys: { tags: 1 } }]);
    await first.items.insertMany([
      { _id: "a", n: 1, email: "a@x", tags: ["red"], at: new Date("2024-01-02T03:04:05.006Z") },
      { _id: "b", n: 2, email: "b@x" },
      { _id: "c", n: 3, email: "c@x" },
    ]);
    await first.items.updateOne({ _id: "a" }, { $inc: { n: 10 }, $push: { tags: "blue" } });
    await first.items.deleteOne({ _id: "b" });
    await first.items.updateOne({ _id: "d" }, { $set: { n: 4, email: "d@x" } }, { upsert: true });
    await first.store.close();

    const second = open(dir);
    expect(await second.items.find({}, { sort: { _id: 1 } })).toEqual([
      { _id: "a", n: 11, email: "a@x", tags: ["red", "blue"], at: new Date("2024-01-02T03:04:05.006Z") },
      { _id: "c", n: 3, email: "c@x" },
      { _id: "d", n: 4, email: "d@x" },
    ]);
    expect(await second.items.listIndexes()).toEqual([
      { name: "_id_", keys: { _id: 1 }, unique: true },
      { name: "email_1", keys: { email: 1 }, unique: true },
      { name: "tags_1", keys: { tags: 1 }, unique: false },
    ]);
    expect(second.items.explain({ tags: "blue" })).toEqual({ index: "tags_1", scanned: 1 });
    await second.store.close();
  });

  it("keeps enforcing a unique index after a restart", async () => {
    const dir = tempDir();
    const first = open(dir);
    await first.items.createIndexes([{ keys: { email: 1 }, unique: true }]);
    await first.items.insertOne({ _id: "a", email: "same@x" });
    await first.store.close();

    const second = open(dir);
    await expect(second.items.insertOne({ _id: "b", email: "same@x" })).rejects.toThrow(DuplicateKeyError);
    await expect(second.items.updateOne({ _id: "z" }, { $set: { email: "same@x" } }, { upsert: true })).rejects.toThrow(
      DuplicateKeyError,
    );
    expect(await second.items.countDocuments({})).toBe(1);
    await second.store.close();
  });

  it("has every write on disk when its promise resolves, before close", async () => {
    const dir = tempDir();
    const writer = open(dir);
    await writer.items.insertOne({ _id: "a", n: 1 });
    await writer.items.updateOne({ _id: "a" }, { $set: { n: 2 } });
    const reader = open(dir);
    expect(await reader.items.findOne({ _id: "a" })).toEqual({ _id: "a", n: 2 });
    await reader.store.close();
    await writer.store.close();
  });

  it("ignores a torn last line and appends cleanly after it", async () => {
    const dir = tempDir();
    const first = open(dir);
    await first.items.insertMany([
      { _id: "a", n: 1 },
      { _id: "b", n: 2 },
    ]);
    await first.store.close();
    const file = join(dir, "app", "items.jsonl");
    appendFileSync(file, '{"put":[{"_id":"torn","n":');

    const second = open(dir);
    expect(await second.items.find({}, { sort: { _id: 1 } })).toEqual([
      { _id: "a", n: 1 },
      { _id: "b", n: 2 },
    ]);
    await second.items.insertOne({ _id: "c", n: 3 });
    await second.store.close();
    expect(readFileSync(file, "utf8")).not.toContain("torn");

    const third = open(dir);
    expect(await third.items.countDocuments({})).toBe(3);
    await third.store.close();
  });

  it("tolerates an unparsable final line but refuses corruption in the middle", async () => {
    const dir = tempDir();
    const first = open(dir);
    await first.items.insertOne({ _id: "a" });
    await first.store.close();
    const file = join(dir, "app", "items.jsonl");
    appendFileSync(file, "garbage\n");
    const second = open(dir);
    expect(await second.items.countDocuments({})).toBe(1);
    await second.store.close();

    appendFileSync(file, 'not json\n{"put":[{"_id":"b"}]}\n');
    const third = createEmbeddedStore({ dataDir: dir });
    expect(() => third.database("app").collection("items")).toThrow(LogCorruptError);
    await third.close();
  });

  it("loses a multi-document write torn by a crash entirely, never half of it", async () => {
    const dir = tempDir();
    const first = open(dir);
    await first.items.insertOne({ _id: "before" });
    await first.items.insertMany([{ _id: "x1" }, { _id: "x2" }, { _id: "x3" }]);
    await first.store.close();
    const file = join(dir, "app", "items.jsonl");
    const size = statSync(file).size;
    truncateSync(file, size - 12);

    const second = open(dir);
    expect((await second.items.find({})).map((doc) => doc._id)).toEqual(["before"]);
    await second.store.close();
  });

  it("compacts the log once it outgrows the live documents, and reopens the compacted log", async () => {
    const dir = tempDir();
    const first = open(dir, { compaction: { minRecords: 100, factor: 4 } });
    await first.items.createIndexes([{ keys: { email: 1 }, unique: true }]);
    await first.items.insertMany(Array.from({ length: 10 }, (_, i) => ({ _id: `d${i}`, n: 0, email: `${i}@x` })));
    for (let round = 0; round < 30; round++) {
      await first.items.updateMany({}, { $inc: { n: 1 } });
    }
    await first.items.deleteOne({ _id: "d9" });
    // 10 inserts + 300 updates + 1 delete were written; compaction keeps the log near the live count.
    expect(logLines(dir).length).toBeLessThan(20);
    await first.store.close();

    const second = open(dir);
    const docs = await second.items.find({}, { sort: { _id: 1 } });
    expect(docs).toHaveLength(9);
    expect(docs.every((doc) => doc.n === 30)).toBe(true);
    await expect(second.items.insertOne({ _id: "new", email: "0@x" })).rejects.toThrow(DuplicateKeyError);
    await second.store.close();
  });

  it("compacts with the default policy when one document is rewritten many times", async () => {
    const dir = tempDir();
    const { store, items } = open(dir);
    await items.insertOne({ _id: "counter", n: 0 });
    let longest = 0;
    for (let i = 0; i < 2500; i++) {
      await items.updateOne({ _id: "counter" }, { $inc: { n: 1 } });
      longest = Math.max(longest, logLines(dir).length);
    }
    // Without compaction the log would hold 2501 lines; the default policy rewrites it at 1000 records.
    expect(longest).toBeLessThanOrEqual(1000);
    expect(logLines(dir).length).toBeLessThan(1000);
    await store.close();
    const reopened = open(dir);
    expect(await reopened.items.findOne({ _id: "counter" })).toEqual({ _id: "counter", n: 2500 });
    await reopened.store.close();
  });

  it("drop deletes the database's files, including collections not opened since the restart", async () => {
    const dir = tempDir();
    const first = open(dir);
    await first.items.insertOne({ _id: "a" });
    await first.store.database("app").collection("other").insertOne({ _id: "b" });
    await first.store.close();

    const second = createEmbeddedStore({ dataDir: dir });
    const app = second.database("app");
    await app.collection("items").countDocuments({});
    await app.drop();
    expect(existsSync(join(dir, "app"))).toBe(false);
    await app.collection("items").insertOne({ _id: "after-drop" });
    await second.close();

    const third = open(dir);
    expect(await third.items.find({})).toEqual([{ _id: "after-drop" }]);
    expect(await third.store.database("app").collection("other").countDocuments({})).toBe(0);
    await third.store.close();
  });

  it("rejects operations after close", async () => {
    const { store, items } = open(tempDir());
    await store.close();
    await expect(items.insertOne({ _id: "a" })).rejects.toThrow("closed");
    await expect(store.ping()).rejects.toThrow("closed");
  });

  it("keeps in-memory stores apart and writes no files", async () => {
    const one = createEmbeddedStore({ dataDir: null });
    const two = createEmbeddedStore({ dataDir: null });
    await one.database("app").collection("items").insertOne({ _id: "a" });
    expect(await two.database("app").collection("items").countDocuments({})).toBe(0);
    expect(await one.database("app").collection("items").countDocuments({})).toBe(1);
  });

  it("refuses database and collection names that are not safe file names", () => {
    const store = createEmbeddedStore({ dataDir: null });
    expect(() => store.database("../escape")).toThrow();
    expect(() => store.database("app").collection("a/b")).toThrow();
    expect(() => store.database("app").collection("..")).toThrow();
  });
});
