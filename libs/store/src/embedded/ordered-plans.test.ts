import { afterAll, beforeAll, describe, expect, it, spyOn } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Filter, SortSpec, StoredDocument } from "../port.ts";
import type { EmbeddedCollection } from "./embedded-collection.ts";
import { createEmbeddedStore } from "./embedded-store.ts";
import { HashIndex } from "./hash-index.ts";

interface Item extends StoredDocument {
  ws: string;
  folder: string;
  updated_at: Date;
  tags: string[];
  rank?: number | string;
}

const COUNT = 20_000;
const BIG_WS = 15_000;
const PER_FOLDER = 100;
const RECENT = { updated_at: -1, _id: 1 } as const satisfies SortSpec;

/** Three documents share each timestamp, so pages cut through ties. Ids do not follow insertion order. */
function item(i: number): Item {
  return {
    _id: `i${String((i * 7919) % COUNT).padStart(5, "0")}`,
    ws: i < BIG_WS ? "w0" : "w1",
    folder: `f${Math.floor(i / PER_FOLDER)}`,
    updated_at: new Date(Date.UTC(2025, 0, 1) + Math.floor(i / 3) * 60_000),
    tags: i % 50 === 0 ? ["rare", `t${i % 7}`] : [`t${i % 7}`],
  };
}

const idsOf = (docs: Item[]) => docs.map((doc) => doc._id);

describe("sorted pages on 20,000 documents", () => {
  let items: EmbeddedCollection<Item>;

  /** The page as the engine computes it without a limit: every match, sorted in memory. */
  async function reference(filter: Filter, sort: SortSpec, skip: number, limit: number): Promise<string[]> {
    return idsOf(await items.find(filter, { sort })).slice(skip, skip + limit);
  }

  beforeAll(async () => {
    items = createEmbeddedStore({ dataDir: null }).database("plans").collection<Item>("items");
    await items.createIndexes([
      { name: "ws_recent", keys: { ws: 1, updated_at: -1, _id: 1 } },
      { keys: { folder: 1 } },
      { keys: { tags: 1, updated_at: -1 } },
      { keys: { rank: 1 } },
    ]);
    await items.insertMany(Array.from({ length: COUNT }, (_, i) => item(i)));
  });

  it("walks the index in order for a dense filter and examines only the page", async () => {
    const cases = [
      { sort: RECENT, skip: 0, scanned: 30 },
      { sort: { updated_at: 1, _id: -1 } as const, skip: 0, scanned: 30 },
      { sort: RECENT, skip: 20, scanned: 50 },
    ];
    for (const { sort, skip, scanned } of cases) {
      const options = { sort, skip, limit: 30 };
      expect(items.explain({ ws: "w0" }, options)).toEqual({ index: "ws_recent", scanned, ordered: true });
      expect(idsOf(await items.find({ ws: "w0" }, options))).toEqual(await reference({ ws: "w0" }, sort, skip, 30));
    }
    // Without a limit (or a sort) nothing can stop early: the equality candidates are used.
    expect(items.explain({ ws: "w0" }, { sort: RECENT })).toEqual({ index: "ws_recent", scanned: BIG_WS });
    expect(items.explain({ ws: "w0" })).toEqual({ index: "ws_recent", scanned: BIG_WS });
  });

  it("pages through a workspace by keyset, each page seeking to its start", async () => {
    const all = await items.find({ ws: "w1" }, { sort: RECENT });
    expect(all).toHaveLength(COUNT - BIG_WS);
    const seen: string[] = [];
    let filter: Filter = { ws: "w1" };
    for (;;) {
      const plan = items.explain(filter, { sort: RECENT, limit: 30 });
      expect(plan.ordered).toBe(true);
      // At most the two documents that tie with the cursor's timestamp are examined and dropped.
      expect(plan.scanned).toBeLessThanOrEqual(32);
      const page = await items.find(filter, { sort: RECENT, limit: 30 });
      if (page.length === 0) break;
      seen.push(...idsOf(page));
      const last = page.at(-1) as Item;
      filter = {
        ws: "w1",
        $or: [{ updated_at: { $lt: last.updated_at } }, { updated_at: last.updated_at, _id: { $gt: last._id } }],
      };
    }
    expect(seen).toEqual(idsOf(all));
  });

  it("prefers a small candidate set to walking a large range", async () => {
    const filter = { ws: "w0", folder: "f3" };
    expect(items.explain(filter, { sort: RECENT, limit: 30 })).toEqual({ index: "folder_1", scanned: PER_FOLDER });
    expect(idsOf(await items.find(filter, { sort: RECENT, limit: 30 }))).toEqual(
      await reference(filter, RECENT, 0, 30),
    );
  });

  it("estimates every usable index but builds the candidate set of the smallest only", () => {
    const lookup = spyOn(HashIndex.prototype, "lookup");
    try {
      expect(items.explain({ ws: "w0", tags: "rare" })).toEqual({ index: "tags_1_updated_at_-1", scanned: COUNT / 50 });
      expect(items.explain({ tags: "t1", folder: "f9", ws: "w0" })).toEqual({ index: "folder_1", scanned: PER_FOLDER });
      expect(lookup).toHaveBeenCalledTimes(2);
    } finally {
      lookup.mockRestore();
    }
  });

  it("walks with a multikey field in the equality prefix", async () => {
    const options = { sort: { updated_at: -1 } as const, limit: 10 };
    expect(items.explain({ tags: "t3" }, options)).toEqual({
      index: "tags_1_updated_at_-1",
      scanned: 10,
      ordered: true,
    });
    expect(idsOf(await items.find({ tags: "t3" }, options))).toEqual(
      await reference({ tags: "t3" }, options.sort, 0, 10),
    );
    // Several prefix values are merged into one order; a document under two of them comes once.
    const merged = { tags: { $in: ["rare", "t0"] } };
    expect(items.explain(merged, options).ordered).toBe(true);
    expect(idsOf(await items.find(merged, options))).toEqual(await reference(merged, options.sort, 0, 10));
  });

  it("does not walk a sort field that holds arrays", async () => {
    const options = { sort: { tags: 1 } as const, limit: 5 };
    expect(items.explain({ ws: "w1" }, options).ordered).toBeUndefined();
    expect(idsOf(await items.find({ ws: "w1" }, options))).toEqual(await reference({ ws: "w1" }, options.sort, 0, 5));
  });

  it("sorts by _id with the _id index", async () => {
    expect(items.explain({}, { sort: { _id: -1 }, limit: 5 })).toEqual({ index: "_id_", scanned: 5, ordered: true });
    expect(idsOf(await items.find({}, { sort: { _id: -1 }, limit: 5 }))).toEqual(
      Array.from({ length: 5 }, (_, i) => `i${COUNT - 1 - i}`),
    );
  });

  it("orders missing and mixed-type values as MongoDB does, ties in insertion order", async () => {
    const ranks: Array<number | string | undefined> = [3, "b", undefined, 1, "a", 3, undefined, 2];
    for (const [i, rank] of ranks.entries()) {
      await items.updateOne({ _id: `i${String(i).padStart(5, "0")}` }, { $set: { rank: rank ?? null } });
    }
    await items.updateOne({ _id: "i00002" }, { $unset: { rank: "" } });
    const ranked = { rank: { $exists: true } };
    for (const sort of [{ rank: 1 }, { rank: -1 }] as const) {
      const options = { sort, limit: 6 };
      expect(items.explain(ranked, options).ordered).toBe(true);
      expect(idsOf(await items.find(ranked, options))).toEqual(await reference(ranked, sort, 0, 6));
    }
  });

  it("keeps the order in step with updates and deletes", async () => {
    const page = () => items.find({ ws: "w1" }, { sort: RECENT, limit: 3 });
    const [first] = await page();
    const oldest = (await items.find({ ws: "w1" }, { sort: { updated_at: 1, _id: 1 }, limit: 1 }))[0] as Item;
    await items.updateOne({ _id: oldest._id }, { $set: { updated_at: new Date(Date.UTC(2030, 0, 1)) } });
    expect(idsOf(await page())).toEqual([oldest._id, ...(await reference({ ws: "w1" }, RECENT, 1, 2))]);
    expect(idsOf(await page())[1]).toBe(first?._id as string);
    await items.deleteOne({ _id: oldest._id });
    expect(idsOf(await page())).toEqual(await reference({ ws: "w1" }, RECENT, 0, 3));
    expect(idsOf(await page())[0]).toBe(first?._id as string);
  });
});

describe("ordered index entries after a restart", () => {
  const dir = mkdtempSync(join(tmpdir(), "cx-store-ordered-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("are rebuilt from the log and serve the same pages", async () => {
    const open = () => createEmbeddedStore({ dataDir: dir });
    const first = open();
    const before = first.database("app").collection<Item>("items");
    await before.createIndexes([{ name: "ws_recent", keys: { ws: 1, updated_at: -1, _id: 1 } }]);
    await before.insertMany(Array.from({ length: 300 }, (_, i) => item(i)));
    await before.updateOne({ _id: "i00000" }, { $set: { updated_at: new Date(Date.UTC(2030, 0, 1)) } });
    const options = { sort: RECENT, skip: 5, limit: 20 };
    const expected = idsOf(await before.find({ ws: "w0" }, options));
    await first.close();

    const after = open().database("app").collection<Item>("items");
    expect(after.explain({ ws: "w0" }, options)).toEqual({ index: "ws_recent", scanned: 25, ordered: true });
    expect(idsOf(await after.find({ ws: "w0" }, options))).toEqual(expected);
    expect(expected[0]).not.toBe("i00000");
    expect(idsOf(await after.find({ ws: "w0" }, { sort: RECENT, limit: 1 }))).toEqual(["i00000"]);
  });
});
