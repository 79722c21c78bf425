import { Database } from "bun:sqlite";
import { describe, expect, it } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { StatementCache } from "./statements.ts";

function database(): Database {
  const db = new Database(":memory:", { strict: true });
  db.exec("CREATE TABLE t (n INTEGER)");
  return db;
}

describe("the statement cache", () => {
  it("prepares a statement once and hands the same one back, far past bun:sqlite's 20", () => {
    const cache = new StatementCache(database());
    const first = Array.from({ length: 100 }, (_, i) => cache.get(`SELECT n, ${i} AS i FROM t`));
    const again = Array.from({ length: 100 }, (_, i) => cache.get(`SELECT n, ${i} AS i FROM t`));
    expect(again.every((statement, i) => statement === first[i])).toBe(true);
    expect(cache.size).toBe(100);
  });

  it("drops the least recently used statement past its capacity", () => {
    const cache = new StatementCache(database(), 2);
    const a = cache.get("SELECT 1");
    const b = cache.get("SELECT 2");
    cache.get("SELECT 1"); // used again: "SELECT 2" is now the oldest
    cache.get("SELECT 3");
    expect(cache.size).toBe(2);
    expect(cache.get("SELECT 1")).toBe(a);
    expect(cache.get("SELECT 2")).not.toBe(b);
  });

  it("commits a transaction's work, or rolls all of it back on an error, nested ones too", () => {
    const db = database();
    const cache = new StatementCache(db);
    const insert = (n: number) => cache.get<unknown, [number]>("INSERT INTO t (n) VALUES (?)").run(n);
    const count = () => (cache.get<{ c: number }, []>("SELECT count(*) AS c FROM t").get() as { c: number }).c;
    cache.transaction(() => insert(1));
    expect(() =>
      cache.transaction(() => {
        insert(2);
        throw new Error("undo");
      }),
    ).toThrow("undo");
    expect(count()).toBe(1);
    cache.transaction(() => {
      insert(3);
      expect(() =>
        cache.transaction(() => {
          insert(4);
          throw new Error("inner");
        }),
      ).toThrow("inner");
    });
    expect(count()).toBe(2);
    expect(db.inTransaction).toBe(false);
  });

  it("lets its database close and release the file once cleared", () => {
    const dir = mkdtempSync(join(tmpdir(), "statements-"));
    try {
      const file = join(dir, "db.sqlite");
      const db = new Database(file, { create: true });
      db.exec("PRAGMA locking_mode = EXCLUSIVE; CREATE TABLE t (n INTEGER)");
      const cache = new StatementCache(db);
      cache.get("SELECT n FROM t").all();
      cache.clear();
      expect(cache.size).toBe(0);
      db.close();
      const reopened = new Database(file);
      reopened.exec("PRAGMA locking_mode = EXCLUSIVE; INSERT INTO t (n) VALUES (1)");
      reopened.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
