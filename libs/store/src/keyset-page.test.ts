import { describe, expect, it } from "bun:test";
import { createEmbeddedStore } from "./embedded/embedded-store.ts";
import { findKeysetPage } from "./keyset-page.ts";

interface Row {
  _id: string;
  ws: string;
  created_at: string;
}

async function rows(count: number) {
  const collection = createEmbeddedStore({ dataDir: null }).database("paging").collection<Row>("rows");
  for (let i = 0; i < count; i++) {
    await collection.insertOne({
      _id: `r${String(i).padStart(3, "0")}`,
      ws: "w",
      created_at: `2026-01-01T00:00:${String(i % 7).padStart(2, "0")}.000Z`,
    });
  }
  return collection;
}

async function all(collection: Awaited<ReturnType<typeof rows>>, direction: 1 | -1, between?: () => Promise<void>) {
  const seen: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await findKeysetPage(collection, { ws: "w" }, "created_at", { cursor, pageSize: 4 }, direction);
    seen.push(...page.items.map((r) => r._id));
    cursor = page.nextCursor ?? undefined;
    await between?.();
  } while (cursor);
  return seen;
}

describe("keyset pages", () => {
  it("visits every row once in both directions, ties broken by id", async () => {
    const collection = await rows(23);
    const up = await all(collection, 1);
    expect(new Set(up).size).toBe(23);
    expect(await all(collection, -1)).toEqual([...up].reverse());
  });

  it("neither skips nor repeats rows that existed throughout while others are created and deleted", async () => {
    const collection = await rows(23);
    const before = await all(collection, -1);
    let n = 0;
    const churn = async () => {
      await collection.insertOne({ _id: `new${n++}`, ws: "w", created_at: "2026-01-01T00:00:59.000Z" });
      await collection.deleteOne({ _id: `new${n - 1}` });
      await collection.insertOne({ _id: `late${n}`, ws: "w", created_at: "2026-01-01T00:00:03.500Z" });
    };
    const during = await all(collection, -1, churn);
    const survivors = during.filter((id) => id.startsWith("r"));
    expect(survivors).toEqual(before);
  });

  it("refuses a cursor it did not issue", async () => {
    const collection = await rows(3);
    await expect(findKeysetPage(collection, {}, "created_at", { cursor: "bm9wZQ", pageSize: 2 })).rejects.toMatchObject(
      {
        code: "validation_failed",
      },
    );
  });
});
