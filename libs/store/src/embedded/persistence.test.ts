import { Database } from "bun:sqlite";
import { afterAll, describe, expect, it } from "bun:test";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { StartupError } from "@cx/errors";
import { DocumentLimitError } from "../limits.ts";
import { DuplicateKeyError, type StoredDocument } from "../port.ts";
import { createEmbeddedStore, DataDirectoryInUseError } from "./embedded-store.ts";
import { LegacyDataError } from "./legacy-migration.ts";

interface Item extends StoredDocument {
  n?: number;
  email?: string;
  tags?: string[];
  at?: Date;
  deep?: unknown;
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

function open(dataDir: string) {
  const store = createEmbeddedStore({ dataDir });
  return { store, items: store.database("app").collection<Item>("items") };
}

/** A value whose innermost object sits `levels` deep, the value itself being level 1. */
function nested(levels: number): Record<string, unknown> {
  let value: Record<string, unknown> = { leaf: true };
  for (let i = 1; i < levels; i++) value = { next: value };
  return value;
}

const STORE_MODULE = join(import.meta.dir, "embedded-store.ts");

/** Runs a script in a child `bun` process and returns its exit code, output and error output. */
async function runChild(dir: string, source: string, killAfterOutput = false) {
  const script = join(dir, `child-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(script, source);
  const child = Bun.spawn(["bun", script], { stdout: "pipe", stderr: "pipe" });
  if (killAfterOutput) {
    const reader = child.stdout.getReader();
    await reader.read();
    child.kill("SIGKILL");
  }
  const code = await child.exited;
  const stderr = await new Response(child.stderr).text();
  return { code, stderr };
}

describe("embedded store on SQLite: persistence", () => {
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
    expect(second.items.explain({ email: "c@x" })).toEqual({ index: "email_1", scanned: 1 });
    expect((await second.items.find({ tags: "blue" })).map((doc) => doc._id)).toEqual(["a"]);
    await second.store.close();
  });

  it("forgets a dropped index after a restart, and a new index may take its name", async () => {
    const dir = tempDir();
    const first = open(dir);
    await first.items.createIndexes([{ keys: { email: 1 }, unique: true, name: "unique_email" }]);
    await first.items.insertOne({ _id: "a", email: "a@x" });
    await first.items.dropIndex("unique_email");
    await first.store.close();

    const second = open(dir);
    await second.items.insertOne({ _id: "b", email: "a@x" });
    await second.items.createIndexes([{ keys: { n: 1 }, name: "unique_email" }]);
    expect(await second.items.listIndexes()).toEqual([
      { name: "_id_", keys: { _id: 1 }, unique: true },
      { name: "unique_email", keys: { n: 1 }, unique: false },
    ]);
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

  it("stores the deepest document allowed and reads it back after a restart", async () => {
    const dir = tempDir();
    const first = open(dir);
    // The document is level 1, `deep` holds levels 2 to 100.
    await first.items.insertOne({ _id: "deep", deep: nested(99) });
    await expect(first.items.insertOne({ _id: "deeper", deep: nested(100) })).rejects.toThrow(DocumentLimitError);
    await first.store.close();

    const second = open(dir);
    expect(await second.items.findOne({ _id: "deep" })).toEqual({ _id: "deep", deep: nested(99) });
    expect(await second.items.countDocuments({})).toBe(1);
    await second.store.close();
  });

  it("has every write committed when its promise resolves, even if the process is killed", async () => {
    const dir = tempDir();
    const { code } = await runChild(
      dir,
      `import { createEmbeddedStore } from ${JSON.stringify(STORE_MODULE)};
const items = createEmbeddedStore({ dataDir: ${JSON.stringify(dir)} }).database("app").collection("items");
await items.createIndexes([{ keys: { n: 1 } }]);
for (let n = 0; n < 50; n++) await items.insertOne({ _id: "i" + n, n });
await items.updateMany({ n: { $gte: 25 } }, { $set: { late: true } });
process.stdout.write("written\\n");
setInterval(() => {}, 1000);
`,
      true,
    );
    expect(code).not.toBe(0);
    const reopened = open(dir);
    expect(await reopened.items.countDocuments({})).toBe(50);
    expect(await reopened.items.countDocuments({ late: true })).toBe(25);
    expect(reopened.items.explain({ n: 7 })).toEqual({ index: "n_1", scanned: 1 });
    await reopened.store.close();
  });

  it("turns the key tables of files written before expression indexes into SQLite indexes on open", async () => {
    const dir = tempDir();
    // The layout the engine wrote before: a key table per index, its keys encoded as bytes.
    const old = new Database(join(dir, "app.sqlite"), { create: true });
    old.exec(`
CREATE TABLE cx_collections (name TEXT PRIMARY KEY, tbl TEXT NOT NULL UNIQUE, next_index INTEGER NOT NULL);
CREATE TABLE cx_indexes (collection TEXT NOT NULL, name TEXT NOT NULL, keys TEXT NOT NULL, is_unique INTEGER NOT NULL,
  tbl TEXT NOT NULL, irregular TEXT NOT NULL, position INTEGER NOT NULL, PRIMARY KEY (collection, name));
CREATE TABLE "c:items" (id TEXT NOT NULL UNIQUE, doc TEXT NOT NULL);
CREATE TABLE "x:items:0" (k0 BLOB NOT NULL, rid INTEGER NOT NULL, PRIMARY KEY (k0, rid)) WITHOUT ROWID;
CREATE INDEX "x:items:0:rid" ON "x:items:0" (rid);
CREATE UNIQUE INDEX "x:items:0:unique" ON "x:items:0" (k0);
CREATE TABLE "x:items:1" (k0 BLOB NOT NULL, rid INTEGER NOT NULL, PRIMARY KEY (k0, rid)) WITHOUT ROWID;
CREATE INDEX "x:items:1:rid" ON "x:items:1" (rid);
INSERT INTO cx_collections VALUES ('items', 'c:items', 2);
INSERT INTO cx_indexes VALUES ('items', 'email_1', '{"email":1}', 1, 'x:items:0', '[false]', 0);
INSERT INTO cx_indexes VALUES ('items', 'n_-1', '{"n":-1}', 0, 'x:items:1', '[false]', 1);
INSERT INTO "c:items" (id, doc) VALUES ('a', '{"_id":"a","n":1,"email":"a@x"}'), ('b', '{"_id":"b","n":2,"email":"b@x"}');
`);
    old.close();

    const first = open(dir);
    expect(await first.items.listIndexes()).toEqual([
      { name: "_id_", keys: { _id: 1 }, unique: true },
      { name: "email_1", keys: { email: 1 }, unique: true },
      { name: "n_-1", keys: { n: -1 }, unique: false },
    ]);
    expect(first.items.explain({ email: "b@x" })).toEqual({ index: "email_1", scanned: 1 });
    expect(first.items.explain({}, { sort: { n: -1 }, limit: 1 }).index).toBe("n_-1");
    await expect(first.items.insertOne({ _id: "c", n: 3, email: "a@x" })).rejects.toThrow(DuplicateKeyError);
    await first.items.insertOne({ _id: "d", n: 4, email: "d@x" });
    await first.store.close();

    const file = new Database(join(dir, "app.sqlite"));
    const objects = file
      .query<{ type: string; name: string }, []>(
        "SELECT type, name FROM sqlite_master WHERE name LIKE 'x:%' ORDER BY name",
      )
      .all();
    file.close();
    expect(objects).toEqual([
      { type: "index", name: "x:items:0" },
      { type: "index", name: "x:items:1" },
    ]);
    const second = open(dir);
    expect((await second.items.find({}, { sort: { n: -1 } })).map((doc) => doc._id)).toEqual(["d", "b", "a"]);
    await second.store.close();
  });

  it("refuses a second process on the same data directory with a clear error", async () => {
    const dir = tempDir();
    const first = open(dir);
    await first.items.insertOne({ _id: "a" });
    const { code, stderr } = await runChild(
      dir,
      `import { createEmbeddedStore } from ${JSON.stringify(STORE_MODULE)};
createEmbeddedStore({ dataDir: ${JSON.stringify(dir)} });
`,
    );
    expect(code).not.toBe(0);
    expect(stderr).toContain("DataDirectoryInUseError");
    expect(stderr).toContain(`the data directory ${dir} is in use by another process`);
    // Another store in this process is refused the same way; once the first closes, it may open.
    expect(() => createEmbeddedStore({ dataDir: dir })).toThrow(DataDirectoryInUseError);
    await first.store.close();
    const second = open(dir);
    expect(await second.items.findOne({ _id: "a" })).toEqual({ _id: "a" });
    await second.store.close();
  });

  it("migrates data of the earlier log format on first start and keeps the old files aside", async () => {
    const dir = tempDir();
    mkdirSync(join(dir, "app"));
    writeFileSync(
      join(dir, "app", "items.jsonl"),
      [
        '{"ix":[{"name":"email_1","keys":{"email":1},"unique":true}]}',
        '{"put":[{"_id":"a","email":"a@x","at":{"$date":1700000000000},"tags":["x"]},{"_id":"b","email":"b@x"}]}',
        '{"del":["b"]}',
        '{"put":[{"_id":"c","email":"c@x","n":3}]}',
        '{"put":[{"_id":"torn"', // a write that never completed
      ].join("\n"),
    );
    writeFileSync(join(dir, "app", "empty.jsonl"), "");

    const first = open(dir);
    expect(await first.items.find({}, { sort: { _id: 1 } })).toEqual([
      { _id: "a", email: "a@x", at: new Date(1700000000000), tags: ["x"] },
      { _id: "c", email: "c@x", n: 3 },
    ]);
    expect(await first.items.listIndexes()).toContainEqual({ name: "email_1", keys: { email: 1 }, unique: true });
    await expect(first.items.insertOne({ _id: "d", email: "a@x" })).rejects.toThrow(DuplicateKeyError);
    expect(await first.store.database("app").collection("empty").listIndexes()).toHaveLength(1);
    await first.store.close();
    expect(existsSync(join(dir, "app"))).toBe(false);
    expect(existsSync(join(dir, "app.jsonl-backup", "items.jsonl"))).toBe(true);

    const second = open(dir);
    expect(await second.items.countDocuments({})).toBe(2);
    await second.store.close();
  });

  it("refuses data of the earlier format it cannot migrate, and says how to start afresh", () => {
    const dir = tempDir();
    let deep = "0";
    for (let i = 0; i < 5000; i++) deep = `{"n":${deep}}`;
    const cases = [
      {
        database: "cx_identity",
        file: "users.jsonl",
        log: '{"put":[{"_id":"u1"}]}\nnot json\n{"put":[]}\n',
        reason: "line 2",
      },
      {
        database: "cx_agents",
        file: "agent_versions.jsonl",
        log: `{"put":[{"_id":"v1","config":${deep}}]}\n`,
        reason: "nested deeper than 100 levels",
      },
    ];
    for (const { database, file, log, reason } of cases) {
      mkdirSync(join(dir, database));
      writeFileSync(join(dir, database, file), log);
      let error: unknown;
      try {
        createEmbeddedStore({ dataDir: dir });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(LegacyDataError);
      // The platform's entry prints a start-up error's message alone and exits: no stack to read past.
      expect(error).toBeInstanceOf(StartupError);
      expect((error as Error).message).toContain(reason);
      expect((error as Error).message).toContain(`move the directory ${join(dir, database)} out of the data directory`);
      expect(existsSync(join(dir, `${database}.sqlite`))).toBe(false);
      // Following the advice lets the store start.
      rmSync(join(dir, database), { recursive: true });
    }
    createEmbeddedStore({ dataDir: dir }).close();
  });

  it("drop removes every collection, including those not opened since the restart", async () => {
    const dir = tempDir();
    const first = open(dir);
    await first.store.database("app").collection<Item>("other").insertOne({ _id: "o" });
    await first.items.insertOne({ _id: "a" });
    await first.store.close();
    const second = open(dir);
    await second.store.database("app").drop();
    expect(await second.store.database("app").collection<Item>("other").countDocuments({})).toBe(0);
    await second.store.close();
    const third = open(dir);
    expect(await third.items.listIndexes()).toEqual([]);
    await third.store.close();
  });

  it("rejects operations after close", async () => {
    const { store, items } = open(tempDir());
    await store.close();
    await expect(items.insertOne({ _id: "a" })).rejects.toThrow("closed");
    await expect(store.ping()).rejects.toThrow("closed");
  });

  it("keeps in-memory stores apart and writes no files", async () => {
    const dir = tempDir();
    const first = createEmbeddedStore({ dataDir: null }).database("app").collection<Item>("items");
    const second = createEmbeddedStore({ dataDir: null }).database("app").collection<Item>("items");
    await first.insertOne({ _id: "a" });
    expect(await second.countDocuments({})).toBe(0);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("refuses database and collection names that are not safe file names", () => {
    const store = createEmbeddedStore({ dataDir: null });
    expect(() => store.database("../up")).toThrow("invalid database name");
    expect(() => store.database("app").collection("a/b")).toThrow("invalid collection name");
    expect(() => store.database("app").collection("a:b")).toThrow("invalid collection name");
  });
});
