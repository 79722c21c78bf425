import { describe, expect, it } from "bun:test";
import { AppError } from "@cx/errors";
import { decodeCursor, encodeCursor, queryFingerprint } from "./cursor.ts";

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("list cursors", () => {
  const query = queryFingerprint([{ kind: "root" }, null, null, "all"]);

  it("round-trips the position for the same order and filters", () => {
    const cursor = encodeCursor({ sortMode: "default", query, after: "8224:tst_x" });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, { sortMode: "default", query })).toBe("8224:tst_x");
  });

  it("refuses a cursor replayed with another order or other filters", () => {
    const cursor = encodeCursor({ sortMode: "default", query, after: "k" });
    const otherFilters = queryFingerprint([{ kind: "root" }, "refund", null, "all"]);
    expect(otherFilters).not.toBe(query);
    for (const expected of [
      { sortMode: "folders_first" as const, query },
      { sortMode: "default" as const, query: otherFilters },
    ]) {
      const error = refusal(() => decodeCursor(cursor, expected));
      expect(error.code).toBe("validation_failed");
      expect(error.details?.fields).toEqual([{ path: "/cursor", message: expect.stringContaining("another") }]);
    }
  });

  it("refuses anything it did not issue", () => {
    const forged = [
      "",
      "not base64!",
      Buffer.from("{}").toString("base64url"),
      Buffer.from(JSON.stringify([2, "default", query, "k"])).toString("base64url"),
      Buffer.from(JSON.stringify([1, "sideways", query, "k"])).toString("base64url"),
      Buffer.from(JSON.stringify([1, "default", query, ""])).toString("base64url"),
      "A".repeat(3000),
    ];
    for (const cursor of forged) {
      expect(refusal(() => decodeCursor(cursor, { sortMode: "default", query })).code).toBe("validation_failed");
    }
  });
});
