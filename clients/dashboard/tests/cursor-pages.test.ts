import { describe, expect, it } from "bun:test";
import { type CursorPage, everyPage, nextCursor } from "../src/api/cursor-pages.ts";

describe("cursor-paged lists", () => {
  it("names the next page's cursor only while the API says there is more", () => {
    expect(nextCursor({ items: [], has_more: true, next_cursor: "c2" })).toBe("c2");
    expect(nextCursor({ items: [], has_more: false, next_cursor: "c2" })).toBeUndefined();
    expect(nextCursor({ items: [], has_more: true, next_cursor: null })).toBeUndefined();
  });

  it("reads every page in turn, each after the cursor of the one before, the largest pages the API serves", async () => {
    const pages: Record<string, CursorPage<number>> = {
      first: { items: [1, 2], has_more: true, next_cursor: "c2" },
      c2: { items: [3], has_more: true, next_cursor: "c3" },
      c3: { items: [4], has_more: false, next_cursor: null },
    };
    const asked: { cursor?: string; page_size: string }[] = [];
    const items = await everyPage(async (query) => {
      asked.push(query);
      return pages[query.cursor ?? "first"] as CursorPage<number>;
    });
    expect(items).toEqual([1, 2, 3, 4]);
    expect(asked).toEqual([
      { page_size: "100" },
      { page_size: "100", cursor: "c2" },
      { page_size: "100", cursor: "c3" },
    ]);
  });

  it("stops at a failed page, and fails with its error", async () => {
    const failure = new Error("refused");
    const reading = everyPage<number>(async (query) => {
      if (query.cursor) throw failure;
      return { items: [1], has_more: true, next_cursor: "c2" };
    });
    await expect(reading).rejects.toBe(failure);
  });
});
